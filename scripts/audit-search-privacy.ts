/**
 * Privacy audit of the search answers: tries to make candidate-search and job-search (REST and
 * the agent tool server's `search_candidates` / `search_jobs`) show contact data, keep HTML in job
 * descriptions, or destroy ordinary text, against spec 3 ("Results never hold email, phone,
 * LinkedIn or raw platform ids"; job descriptions "contact data scrubbed, HTML removed").
 *
 *   node --conditions=platform-api-source --experimental-strip-types scripts/audit-search-privacy.ts \
 *     [--out FILE.json] [--quick] [--examples N]
 *
 * What it does, in-process (`createEmulator`, a platinum org, a key with the search scopes, search
 * quotas off):
 * 1. Builds an attack corpus written without reading the scrubber: e-mail addresses, phone numbers,
 *    profile links and messenger handles, raw platform ids, each in many disguises (obfuscated at/dot
 *    words in several languages, full-width and look-alike characters, zero-width characters,
 *    character references, percent-encoding, other scripts' digits and dots, spelled-out digits,
 *    split across lines or tags...), HTML descriptions (every named reference, numeric ones,
 *    malformed markup, comments, CDATA, scripts, attributes holding contact data), and ordinary
 *    text that must survive (prices, dates, times, versions, skills, "at" in sentences, "punto de
 *    venta", "op locatie"...).
 * 2. Inserts every item into every text field of a candidate and of two jobs (HTML and plain
 *    description), each record with a unique anchor word; URL items into the URL fields.
 * 3. Finds each record by its anchor through REST and through the MCP tools (structuredContent and
 *    the text block) and runs its own detectors on every field: the item's canaries (unique words
 *    and digits, compared after folding: NFKC, references and percent-escapes decoded, look-alikes
 *    mapped, separators removed), partial leftovers (the domain, most of a phone's digits), generic
 *    detectors (e-mail-like tokens, 7+ digit runs, profile URLs, labelled handles, @handles, 24-hex
 *    ids, a marker glued to the rest of an address), HTML leftovers in descriptions (`<tag`, known
 *    `&name;`, `&#NN;`), and the ordinary text placed beside the items (over-scrubbing).
 * 4. Searches FOR the hidden contact data (query = the address, the phone, the handle; job-search
 *    `location` = the contact data) against probe records that hold nothing else searchable, and
 *    checks whether candidate-search's `location` bias ranks a candidate by contact data hidden in
 *    its locationName (pairs of otherwise identical candidates).
 * 5. Robustness: pathological fields (long runs of digits, dots, @, brackets, references, nested
 *    tags) at growing sizes (the fastest of three fresh emulators each), timing of insertion, first
 *    and later searches, pools of 250 to 4,000 contact-heavy records, pathological queries, status
 *    codes (any non-200 or tool error is reported).
 *
 * Prints a report (every finding grouped: exact input → exact output, surface, field) and writes
 * every finding as JSON (default /tmp/audit-search-privacy.json). About 90 s on two cores (`--quick`
 * searches a sample). Exit code 0 whatever it finds: it is an audit, not a test; findings marked
 * "documented" are gaps docs/emulator-behavior.md states.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createEmulator } from '@platform-api/emulator';

const argv = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
const OUT = argValue('--out') ?? '/tmp/audit-search-privacy.json';
const QUICK = argv.includes('--quick');
const EXAMPLES = Number(argValue('--examples') ?? 1000);

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: unique nonsense words and digits, so every canary is unique.

let prngState = 0x5eed1234;
function random(): number {
  prngState = (prngState + 0x6d2b79f5) | 0;
  let t = prngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const CONSONANTS = 'bdfgkmnprstvz';
const VOWELS = 'aeiou';
const usedWords = new Set<string>();
/** A fresh word of 8 letters starting with `zq` (no ordinary text holds `zq`). */
function word(): string {
  for (;;) {
    let w = 'zq';
    for (let i = 0; i < 3; i++) w += pick([...CONSONANTS]) + pick([...VOWELS]);
    if (!usedWords.has(w)) {
      usedWords.add(w);
      return w;
    }
  }
}
/** A fresh anchor word (searchable, unique, no contact data). */
const anchor = (): string => `zqx${word().slice(2)}`;
const usedDigits = new Set<string>();
function randomDigits(n: number): string {
  for (;;) {
    let d = String(2 + Math.floor(random() * 8));
    while (d.length < n) d += String(Math.floor(random() * 10));
    if (!usedDigits.has(d)) {
      usedDigits.add(d);
      return d;
    }
  }
}
function hex24(): string {
  for (;;) {
    let h = '';
    for (let i = 0; i < 24; i++) h += '0123456789abcdef'[Math.floor(random() * 16)];
    if (/\d/.test(h) && /[a-f]/.test(h)) return h;
  }
}

// ---------------------------------------------------------------------------------------------
// Folding: the text as a reader (or a scraper) would read it. Written independently of the product.

/** A few named references, enough to read what an answer might still encode. */
const SOME_NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  commat: '@',
  period: '.',
  sol: '/',
  colon: ':',
  plus: '+',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  hyphen: '-',
  dash: '-',
  num: '#',
  shy: '',
  zwj: '',
  zwnj: '',
  excl: '!',
  comma: ',',
  semi: ';',
  equals: '=',
  lowbar: '_',
  percnt: '%',
  bsol: '\\',
  ndash: '–',
  mdash: '—',
  middot: '·',
  bull: '•',
  hellip: '…',
};
function decodeReferences(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round++) {
    const next = out.replace(
      /&(#[xX][0-9a-fA-F]{1,8}|#\d{1,9}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
      (m, body: string) => {
        if (body.startsWith('#')) {
          const cp =
            body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
          return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : m;
        }
        return SOME_NAMED[body.toLowerCase()] ?? m;
      },
    );
    if (next === out) break;
    out = next;
  }
  return out;
}
function decodePercent(text: string): string {
  let out = text;
  for (let round = 0; round < 3; round++) {
    const next = out.replace(/(?:%[0-9a-fA-F]{2})+/g, (m) => {
      try {
        return decodeURIComponent(m);
      } catch {
        return m;
      }
    });
    if (next === out) break;
    out = next;
  }
  return out;
}
function decodeEscapes(text: string): string {
  return text
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\\x([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}
/** Latin look-alikes from Cyrillic, Greek and small capitals. */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  ɡ: 'g',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  κ: 'k',
  ι: 'i',
  ε: 'e',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ꜱ: 's',
};
const ODD_DOTS = /[。｡․‧·٫⸱∙⋅]/g;
/** Digits NFKC leaves alone: dingbat and double-circled ones (❶ ➀ ➊ ⓵ ⓿). */
function dingbatDigit(ch: string): string | undefined {
  const cp = ch.codePointAt(0) as number;
  if (cp === 0x24ff) return '0';
  for (const first of [0x2776, 0x2780, 0x278a, 0x24f5])
    if (cp >= first && cp < first + 9) return String(cp - first + 1);
  if (cp === 0x277f || cp === 0x2789 || cp === 0x2793 || cp === 0x24fe) return '10';
  return undefined;
}
/** The value 0–9 of a decimal digit of any script (`\p{Nd}` comes in contiguous runs of ten from zero). */
function digitValue(ch: string): string {
  let cp = ch.codePointAt(0) as number;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp--;
    value++;
  }
  return String(value);
}
/** The text folded for comparison: decoded, NFKC, look-alikes and other scripts' digits mapped, lower case. */
function fold(text: string): string {
  let s = text.normalize('NFKC');
  s = decodeEscapes(decodeReferences(decodePercent(s))).normalize('NFKC');
  s = s.normalize('NFKD').replace(/\p{M}/gu, '');
  s = s.replace(/[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu, '');
  s = [...s].map((ch) => CONFUSABLES[ch] ?? CONFUSABLES[ch.toLowerCase()] ?? dingbatDigit(ch) ?? ch).join('');
  s = s.replace(ODD_DOTS, '.');
  s = s.replace(/\p{Nd}/gu, (ch) => (/[0-9]/.test(ch) ? ch : digitValue(ch)));
  return s.toLowerCase().normalize('NFC');
}
/** Folded, with everything but letters and digits removed: what a canary is compared against. */
const squash = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/** Every named character reference of the HTML standard (WHATWG entities.json), without `&` and `;`. */
const NAMED_ENTITIES = `
AElig AMP Aacute Abreve Acirc Acy Afr Agrave Alpha Amacr And Aogon Aopf ApplyFunction Aring Ascr
Assign Atilde Auml Backslash Barv Barwed Bcy Because Bernoullis Beta Bfr Bopf Breve Bscr Bumpeq CHcy
COPY Cacute Cap CapitalDifferentialD Cayleys Ccaron Ccedil Ccirc Cconint Cdot Cedilla CenterDot Cfr
Chi CircleDot CircleMinus CirclePlus CircleTimes ClockwiseContourIntegral CloseCurlyDoubleQuote
CloseCurlyQuote Colon Colone Congruent Conint ContourIntegral Copf Coproduct
CounterClockwiseContourIntegral Cross Cscr Cup CupCap DD DDotrahd DJcy DScy DZcy Dagger Darr Dashv
Dcaron Dcy Del Delta Dfr DiacriticalAcute DiacriticalDot DiacriticalDoubleAcute DiacriticalGrave
DiacriticalTilde Diamond DifferentialD Dopf Dot DotDot DotEqual DoubleContourIntegral DoubleDot
DoubleDownArrow DoubleLeftArrow DoubleLeftRightArrow DoubleLeftTee DoubleLongLeftArrow
DoubleLongLeftRightArrow DoubleLongRightArrow DoubleRightArrow DoubleRightTee DoubleUpArrow
DoubleUpDownArrow DoubleVerticalBar DownArrow DownArrowBar DownArrowUpArrow DownBreve
DownLeftRightVector DownLeftTeeVector DownLeftVector DownLeftVectorBar DownRightTeeVector
DownRightVector DownRightVectorBar DownTee DownTeeArrow Downarrow Dscr Dstrok ENG ETH Eacute Ecaron
Ecirc Ecy Edot Efr Egrave Element Emacr EmptySmallSquare EmptyVerySmallSquare Eogon Eopf Epsilon
Equal EqualTilde Equilibrium Escr Esim Eta Euml Exists ExponentialE Fcy Ffr FilledSmallSquare
FilledVerySmallSquare Fopf ForAll Fouriertrf Fscr GJcy GT Gamma Gammad Gbreve Gcedil Gcirc Gcy Gdot
Gfr Gg Gopf GreaterEqual GreaterEqualLess GreaterFullEqual GreaterGreater GreaterLess
GreaterSlantEqual GreaterTilde Gscr Gt HARDcy Hacek Hat Hcirc Hfr HilbertSpace Hopf HorizontalLine
Hscr Hstrok HumpDownHump HumpEqual IEcy IJlig IOcy Iacute Icirc Icy Idot Ifr Igrave Im Imacr
ImaginaryI Implies Int Integral Intersection InvisibleComma InvisibleTimes Iogon Iopf Iota Iscr
Itilde Iukcy Iuml Jcirc Jcy Jfr Jopf Jscr Jsercy Jukcy KHcy KJcy Kappa Kcedil Kcy Kfr Kopf Kscr LJcy
LT Lacute Lambda Lang Laplacetrf Larr Lcaron Lcedil Lcy LeftAngleBracket LeftArrow LeftArrowBar
LeftArrowRightArrow LeftCeiling LeftDoubleBracket LeftDownTeeVector LeftDownVector LeftDownVectorBar
LeftFloor LeftRightArrow LeftRightVector LeftTee LeftTeeArrow LeftTeeVector LeftTriangle
LeftTriangleBar LeftTriangleEqual LeftUpDownVector LeftUpTeeVector LeftUpVector LeftUpVectorBar
LeftVector LeftVectorBar Leftarrow Leftrightarrow LessEqualGreater LessFullEqual LessGreater
LessLess LessSlantEqual LessTilde Lfr Ll Lleftarrow Lmidot LongLeftArrow LongLeftRightArrow
LongRightArrow Longleftarrow Longleftrightarrow Longrightarrow Lopf LowerLeftArrow LowerRightArrow
Lscr Lsh Lstrok Lt Map Mcy MediumSpace Mellintrf Mfr MinusPlus Mopf Mscr Mu NJcy Nacute Ncaron
Ncedil Ncy NegativeMediumSpace NegativeThickSpace NegativeThinSpace NegativeVeryThinSpace
NestedGreaterGreater NestedLessLess NewLine Nfr NoBreak NonBreakingSpace Nopf Not NotCongruent
NotCupCap NotDoubleVerticalBar NotElement NotEqual NotEqualTilde NotExists NotGreater
NotGreaterEqual NotGreaterFullEqual NotGreaterGreater NotGreaterLess NotGreaterSlantEqual
NotGreaterTilde NotHumpDownHump NotHumpEqual NotLeftTriangle NotLeftTriangleBar NotLeftTriangleEqual
NotLess NotLessEqual NotLessGreater NotLessLess NotLessSlantEqual NotLessTilde
NotNestedGreaterGreater NotNestedLessLess NotPrecedes NotPrecedesEqual NotPrecedesSlantEqual
NotReverseElement NotRightTriangle NotRightTriangleBar NotRightTriangleEqual NotSquareSubset
NotSquareSubsetEqual NotSquareSuperset NotSquareSupersetEqual NotSubset NotSubsetEqual NotSucceeds
NotSucceedsEqual NotSucceedsSlantEqual NotSucceedsTilde NotSuperset NotSupersetEqual NotTilde
NotTildeEqual NotTildeFullEqual NotTildeTilde NotVerticalBar Nscr Ntilde Nu OElig Oacute Ocirc Ocy
Odblac Ofr Ograve Omacr Omega Omicron Oopf OpenCurlyDoubleQuote OpenCurlyQuote Or Oscr Oslash Otilde
Otimes Ouml OverBar OverBrace OverBracket OverParenthesis PartialD Pcy Pfr Phi Pi PlusMinus
Poincareplane Popf Pr Precedes PrecedesEqual PrecedesSlantEqual PrecedesTilde Prime Product
Proportion Proportional Pscr Psi QUOT Qfr Qopf Qscr RBarr REG Racute Rang Rarr Rarrtl Rcaron Rcedil
Rcy Re ReverseElement ReverseEquilibrium ReverseUpEquilibrium Rfr Rho RightAngleBracket RightArrow
RightArrowBar RightArrowLeftArrow RightCeiling RightDoubleBracket RightDownTeeVector RightDownVector
RightDownVectorBar RightFloor RightTee RightTeeArrow RightTeeVector RightTriangle RightTriangleBar
RightTriangleEqual RightUpDownVector RightUpTeeVector RightUpVector RightUpVectorBar RightVector
RightVectorBar Rightarrow Ropf RoundImplies Rrightarrow Rscr Rsh RuleDelayed SHCHcy SHcy SOFTcy
Sacute Sc Scaron Scedil Scirc Scy Sfr ShortDownArrow ShortLeftArrow ShortRightArrow ShortUpArrow
Sigma SmallCircle Sopf Sqrt Square SquareIntersection SquareSubset SquareSubsetEqual SquareSuperset
SquareSupersetEqual SquareUnion Sscr Star Sub Subset SubsetEqual Succeeds SucceedsEqual
SucceedsSlantEqual SucceedsTilde SuchThat Sum Sup Superset SupersetEqual Supset THORN TRADE TSHcy
TScy Tab Tau Tcaron Tcedil Tcy Tfr Therefore Theta ThickSpace ThinSpace Tilde TildeEqual
TildeFullEqual TildeTilde Topf TripleDot Tscr Tstrok Uacute Uarr Uarrocir Ubrcy Ubreve Ucirc Ucy
Udblac Ufr Ugrave Umacr UnderBar UnderBrace UnderBracket UnderParenthesis Union UnionPlus Uogon Uopf
UpArrow UpArrowBar UpArrowDownArrow UpDownArrow UpEquilibrium UpTee UpTeeArrow Uparrow Updownarrow
UpperLeftArrow UpperRightArrow Upsi Upsilon Uring Uscr Utilde Uuml VDash Vbar Vcy Vdash Vdashl Vee
Verbar Vert VerticalBar VerticalLine VerticalSeparator VerticalTilde VeryThinSpace Vfr Vopf Vscr
Vvdash Wcirc Wedge Wfr Wopf Wscr Xfr Xi Xopf Xscr YAcy YIcy YUcy Yacute Ycirc Ycy Yfr Yopf Yscr Yuml
ZHcy Zacute Zcaron Zcy Zdot ZeroWidthSpace Zeta Zfr Zopf Zscr aacute abreve ac acE acd acirc acute
acy aelig af afr agrave alefsym aleph alpha amacr amalg amp and andand andd andslope andv ang ange
angle angmsd angmsdaa angmsdab angmsdac angmsdad angmsdae angmsdaf angmsdag angmsdah angrt angrtvb
angrtvbd angsph angst angzarr aogon aopf ap apE apacir ape apid apos approx approxeq aring ascr ast
asymp asympeq atilde auml awconint awint bNot backcong backepsilon backprime backsim backsimeq
barvee barwed barwedge bbrk bbrktbrk bcong bcy bdquo becaus because bemptyv bepsi bernou beta beth
between bfr bigcap bigcirc bigcup bigodot bigoplus bigotimes bigsqcup bigstar bigtriangledown
bigtriangleup biguplus bigvee bigwedge bkarow blacklozenge blacksquare blacktriangle
blacktriangledown blacktriangleleft blacktriangleright blank blk12 blk14 blk34 block bne bnequiv
bnot bopf bot bottom bowtie boxDL boxDR boxDl boxDr boxH boxHD boxHU boxHd boxHu boxUL boxUR boxUl
boxUr boxV boxVH boxVL boxVR boxVh boxVl boxVr boxbox boxdL boxdR boxdl boxdr boxh boxhD boxhU boxhd
boxhu boxminus boxplus boxtimes boxuL boxuR boxul boxur boxv boxvH boxvL boxvR boxvh boxvl boxvr
bprime breve brvbar bscr bsemi bsim bsime bsol bsolb bsolhsub bull bullet bump bumpE bumpe bumpeq
cacute cap capand capbrcup capcap capcup capdot caps caret caron ccaps ccaron ccedil ccirc ccups
ccupssm cdot cedil cemptyv cent centerdot cfr chcy check checkmark chi cir cirE circ circeq
circlearrowleft circlearrowright circledR circledS circledast circledcirc circleddash cire cirfnint
cirmid cirscir clubs clubsuit colon colone coloneq comma commat comp compfn complement complexes
cong congdot conint copf coprod copy copysr crarr cross cscr csub csube csup csupe ctdot cudarrl
cudarrr cuepr cuesc cularr cularrp cup cupbrcap cupcap cupcup cupdot cupor cups curarr curarrm
curlyeqprec curlyeqsucc curlyvee curlywedge curren curvearrowleft curvearrowright cuvee cuwed
cwconint cwint cylcty dArr dHar dagger daleth darr dash dashv dbkarow dblac dcaron dcy dd ddagger
ddarr ddotseq deg delta demptyv dfisht dfr dharl dharr diam diamond diamondsuit diams die digamma
disin div divide divideontimes divonx djcy dlcorn dlcrop dollar dopf dot doteq doteqdot dotminus
dotplus dotsquare doublebarwedge downarrow downdownarrows downharpoonleft downharpoonright drbkarow
drcorn drcrop dscr dscy dsol dstrok dtdot dtri dtrif duarr duhar dwangle dzcy dzigrarr eDDot eDot
eacute easter ecaron ecir ecirc ecolon ecy edot ee efDot efr eg egrave egs egsdot el elinters ell
els elsdot emacr empty emptyset emptyv emsp emsp13 emsp14 eng ensp eogon eopf epar eparsl eplus epsi
epsilon epsiv eqcirc eqcolon eqsim eqslantgtr eqslantless equals equest equiv equivDD eqvparsl erDot
erarr escr esdot esim eta eth euml euro excl exist expectation exponentiale fallingdotseq fcy female
ffilig fflig ffllig ffr filig fjlig flat fllig fltns fnof fopf forall fork forkv fpartint frac12
frac13 frac14 frac15 frac16 frac18 frac23 frac25 frac34 frac35 frac38 frac45 frac56 frac58 frac78
frasl frown fscr gE gEl gacute gamma gammad gap gbreve gcirc gcy gdot ge gel geq geqq geqslant ges
gescc gesdot gesdoto gesdotol gesl gesles gfr gg ggg gimel gjcy gl glE gla glj gnE gnap gnapprox gne
gneq gneqq gnsim gopf grave gscr gsim gsime gsiml gt gtcc gtcir gtdot gtlPar gtquest gtrapprox
gtrarr gtrdot gtreqless gtreqqless gtrless gtrsim gvertneqq gvnE hArr hairsp half hamilt hardcy harr
harrcir harrw hbar hcirc hearts heartsuit hellip hercon hfr hksearow hkswarow hoarr homtht
hookleftarrow hookrightarrow hopf horbar hscr hslash hstrok hybull hyphen iacute ic icirc icy iecy
iexcl iff ifr igrave ii iiiint iiint iinfin iiota ijlig imacr image imagline imagpart imath imof
imped in incare infin infintie inodot int intcal integers intercal intlarhk intprod iocy iogon iopf
iota iprod iquest iscr isin isinE isindot isins isinsv isinv it itilde iukcy iuml jcirc jcy jfr
jmath jopf jscr jsercy jukcy kappa kappav kcedil kcy kfr kgreen khcy kjcy kopf kscr lAarr lArr
lAtail lBarr lE lEg lHar lacute laemptyv lagran lambda lang langd langle lap laquo larr larrb
larrbfs larrfs larrhk larrlp larrpl larrsim larrtl lat latail late lates lbarr lbbrk lbrace lbrack
lbrke lbrksld lbrkslu lcaron lcedil lceil lcub lcy ldca ldquo ldquor ldrdhar ldrushar ldsh le
leftarrow leftarrowtail leftharpoondown leftharpoonup leftleftarrows leftrightarrow leftrightarrows
leftrightharpoons leftrightsquigarrow leftthreetimes leg leq leqq leqslant les lescc lesdot lesdoto
lesdotor lesg lesges lessapprox lessdot lesseqgtr lesseqqgtr lessgtr lesssim lfisht lfloor lfr lg
lgE lhard lharu lharul lhblk ljcy ll llarr llcorner llhard lltri lmidot lmoust lmoustache lnE lnap
lnapprox lne lneq lneqq lnsim loang loarr lobrk longleftarrow longleftrightarrow longmapsto
longrightarrow looparrowleft looparrowright lopar lopf loplus lotimes lowast lowbar loz lozenge lozf
lpar lparlt lrarr lrcorner lrhar lrhard lrm lrtri lsaquo lscr lsh lsim lsime lsimg lsqb lsquo lsquor
lstrok lt ltcc ltcir ltdot lthree ltimes ltlarr ltquest ltrPar ltri ltrie ltrif lurdshar luruhar
lvertneqq lvnE mDDot macr male malt maltese map mapsto mapstodown mapstoleft mapstoup marker mcomma
mcy mdash measuredangle mfr mho micro mid midast midcir middot minus minusb minusd minusdu mlcp mldr
mnplus models mopf mp mscr mstpos mu multimap mumap nGg nGt nGtv nLeftarrow nLeftrightarrow nLl nLt
nLtv nRightarrow nVDash nVdash nabla nacute nang nap napE napid napos napprox natur natural naturals
nbsp nbump nbumpe ncap ncaron ncedil ncong ncongdot ncup ncy ndash ne neArr nearhk nearr nearrow
nedot nequiv nesear nesim nexist nexists nfr ngE nge ngeq ngeqq ngeqslant nges ngsim ngt ngtr nhArr
nharr nhpar ni nis nisd niv njcy nlArr nlE nlarr nldr nle nleftarrow nleftrightarrow nleq nleqq
nleqslant nles nless nlsim nlt nltri nltrie nmid nopf not notin notinE notindot notinva notinvb
notinvc notni notniva notnivb notnivc npar nparallel nparsl npart npolint npr nprcue npre nprec
npreceq nrArr nrarr nrarrc nrarrw nrightarrow nrtri nrtrie nsc nsccue nsce nscr nshortmid
nshortparallel nsim nsime nsimeq nsmid nspar nsqsube nsqsupe nsub nsubE nsube nsubset nsubseteq
nsubseteqq nsucc nsucceq nsup nsupE nsupe nsupset nsupseteq nsupseteqq ntgl ntilde ntlg
ntriangleleft ntrianglelefteq ntriangleright ntrianglerighteq nu num numero numsp nvDash nvHarr nvap
nvdash nvge nvgt nvinfin nvlArr nvle nvlt nvltrie nvrArr nvrtrie nvsim nwArr nwarhk nwarr nwarrow
nwnear oS oacute oast ocir ocirc ocy odash odblac odiv odot odsold oelig ofcir ofr ogon ograve ogt
ohbar ohm oint olarr olcir olcross oline olt omacr omega omicron omid ominus oopf opar operp oplus
or orarr ord order orderof ordf ordm origof oror orslope orv oscr oslash osol otilde otimes otimesas
ouml ovbar par para parallel parsim parsl part pcy percnt period permil perp pertenk pfr phi phiv
phmmat phone pi pitchfork piv planck planckh plankv plus plusacir plusb pluscir plusdo plusdu pluse
plusmn plussim plustwo pm pointint popf pound pr prE prap prcue pre prec precapprox preccurlyeq
preceq precnapprox precneqq precnsim precsim prime primes prnE prnap prnsim prod profalar profline
profsurf prop propto prsim prurel pscr psi puncsp qfr qint qopf qprime qscr quaternions quatint
quest questeq quot rAarr rArr rAtail rBarr rHar race racute radic raemptyv rang rangd range rangle
raquo rarr rarrap rarrb rarrbfs rarrc rarrfs rarrhk rarrlp rarrpl rarrsim rarrtl rarrw ratail ratio
rationals rbarr rbbrk rbrace rbrack rbrke rbrksld rbrkslu rcaron rcedil rceil rcub rcy rdca rdldhar
rdquo rdquor rdsh real realine realpart reals rect reg rfisht rfloor rfr rhard rharu rharul rho rhov
rightarrow rightarrowtail rightharpoondown rightharpoonup rightleftarrows rightleftharpoons
rightrightarrows rightsquigarrow rightthreetimes ring risingdotseq rlarr rlhar rlm rmoust rmoustache
rnmid roang roarr robrk ropar ropf roplus rotimes rpar rpargt rppolint rrarr rsaquo rscr rsh rsqb
rsquo rsquor rthree rtimes rtri rtrie rtrif rtriltri ruluhar rx sacute sbquo sc scE scap scaron
sccue sce scedil scirc scnE scnap scnsim scpolint scsim scy sdot sdotb sdote seArr searhk searr
searrow sect semi seswar setminus setmn sext sfr sfrown sharp shchcy shcy shortmid shortparallel shy
sigma sigmaf sigmav sim simdot sime simeq simg simgE siml simlE simne simplus simrarr slarr
smallsetminus smashp smeparsl smid smile smt smte smtes softcy sol solb solbar sopf spades spadesuit
spar sqcap sqcaps sqcup sqcups sqsub sqsube sqsubset sqsubseteq sqsup sqsupe sqsupset sqsupseteq squ
square squarf squf srarr sscr ssetmn ssmile sstarf star starf straightepsilon straightphi strns sub
subE subdot sube subedot submult subnE subne subplus subrarr subset subseteq subseteqq subsetneq
subsetneqq subsim subsub subsup succ succapprox succcurlyeq succeq succnapprox succneqq succnsim
succsim sum sung sup sup1 sup2 sup3 supE supdot supdsub supe supedot suphsol suphsub suplarr supmult
supnE supne supplus supset supseteq supseteqq supsetneq supsetneqq supsim supsub supsup swArr swarhk
swarr swarrow swnwar szlig target tau tbrk tcaron tcedil tcy tdot telrec tfr there4 therefore theta
thetasym thetav thickapprox thicksim thinsp thkap thksim thorn tilde times timesb timesbar timesd
tint toea top topbot topcir topf topfork tosa tprime trade triangle triangledown triangleleft
trianglelefteq triangleq triangleright trianglerighteq tridot trie triminus triplus trisb tritime
trpezium tscr tscy tshcy tstrok twixt twoheadleftarrow twoheadrightarrow uArr uHar uacute uarr ubrcy
ubreve ucirc ucy udarr udblac udhar ufisht ufr ugrave uharl uharr uhblk ulcorn ulcorner ulcrop ultri
umacr uml uogon uopf uparrow updownarrow upharpoonleft upharpoonright uplus upsi upsih upsilon
upuparrows urcorn urcorner urcrop uring urtri uscr utdot utilde utri utrif uuarr uuml uwangle vArr
vBar vBarv vDash vangrt varepsilon varkappa varnothing varphi varpi varpropto varr varrho varsigma
varsubsetneq varsubsetneqq varsupsetneq varsupsetneqq vartheta vartriangleleft vartriangleright vcy
vdash vee veebar veeeq vellip verbar vert vfr vltri vnsub vnsup vopf vprop vrtri vscr vsubnE vsubne
vsupnE vsupne vzigzag wcirc wedbar wedge wedgeq weierp wfr wopf wp wr wreath wscr xcap xcirc xcup
xdtri xfr xhArr xharr xi xlArr xlarr xmap xnis xodot xopf xoplus xotime xrArr xrarr xscr xsqcup
xuplus xutri xvee xwedge yacute yacy ycirc ycy yen yfr yicy yopf yscr yucy yuml zacute zcaron zcy
zdot zeetrf zeta zfr zhcy zigrarr zopf zscr zwj zwnj
`
  .split(/\s+/)
  .filter(Boolean);
/** The legacy references the standard decodes without a `;`. */
const LEGACY_ENTITIES = `
AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT Iacute
Icirc Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN Uacute Ucirc
Ugrave Uuml Yacute aacute acirc acute aelig agrave amp aring atilde auml brvbar ccedil cedil cent
copy curren deg divide eacute ecirc egrave eth euml frac12 frac14 frac34 gt iacute icirc iexcl
igrave iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ograve ordf ordm oslash
otilde ouml para plusmn pound quot raquo reg sect shy sup1 sup2 sup3 szlig thorn times uacute ucirc
ugrave uml uuml yacute yen yuml
`
  .split(/\s+/)
  .filter(Boolean);

// ---------------------------------------------------------------------------------------------
// The attack corpus.

type Family = 'email' | 'phone' | 'handle' | 'platform-id' | 'url-field' | 'html';
interface Item {
  id: number;
  family: Family;
  disguise: string;
  /** Plain-text form (inserted into every text field); absent for HTML-only items. */
  text?: string;
  /** HTML form for job descriptions (defaults to the text). */
  html?: string;
  /** URL form for URL fields (url-field items only). */
  url?: string;
  /** Strings that must never come out (compared squashed). */
  canaries: string[];
  /** Weaker leftovers (a domain, most of a phone's digits): a partial leak. */
  partials: string[];
  /** Phone digits, for the "most of the digits" check. */
  digits?: string;
  /** Queries that must not find the record (the contact data itself). */
  queries: string[];
  /** Ordinary text inside an HTML item that must survive. */
  survivors?: string[];
  /** Documented as not looked for (the team's docs say so): reported apart. */
  documentedGap?: string;
}
const items: Item[] = [];
function addItem(
  item: Omit<Item, 'id' | 'partials' | 'queries'> & Partial<Pick<Item, 'partials' | 'queries'>>,
): Item {
  const full: Item = { partials: [], queries: [], ...item, id: items.length + 1 };
  items.push(full);
  return full;
}

const spaced = (s: string): string => [...s].join(' ');
const fullWidth = (s: string): string =>
  [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
const cyrillic = (s: string): string =>
  s.replace(/a/g, 'а').replace(/e/g, 'е').replace(/o/g, 'о').replace(/p/g, 'р').replace(/s/g, 'ѕ');
const mathBold = (s: string): string =>
  [...s]
    .map((c) =>
      c >= 'a' && c <= 'z'
        ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97)
        : c >= '0' && c <= '9'
          ? String.fromCodePoint(0x1d7ce + c.charCodeAt(0) - 48)
          : c,
    )
    .join('');
const circled = (s: string): string =>
  [...s]
    .map((c) => (c >= 'a' && c <= 'z' ? String.fromCodePoint(0x24d0 + c.charCodeAt(0) - 97) : c))
    .join('');
const smallCaps = (s: string): string => {
  const map: Record<string, string> = {
    a: 'ᴀ',
    b: 'ʙ',
    d: 'ᴅ',
    e: 'ᴇ',
    g: 'ɢ',
    k: 'ᴋ',
    m: 'ᴍ',
    n: 'ɴ',
    o: 'ᴏ',
    p: 'ᴘ',
    r: 'ʀ',
    s: 'ꜱ',
    t: 'ᴛ',
    u: 'ᴜ',
    v: 'ᴠ',
    z: 'ᴢ',
  };
  return [...s].map((c) => map[c] ?? c).join('');
};
const allRefs = (s: string, hex = false): string =>
  [...s].map((c) => (hex ? `&#x${c.codePointAt(0)?.toString(16)};` : `&#${c.codePointAt(0)};`)).join('');
const allPercent = (s: string): string =>
  [...new TextEncoder().encode(s)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const reverse = (s: string): string => [...s].reverse().join('');
const insertEvery = (s: string, sep: string, every = 2): string =>
  [...s].map((c, i) => (i > 0 && i % every === 0 ? sep + c : c)).join('');
const ZW = {
  zwsp: '\u200B',
  zwnj: '\u200C',
  zwj: '\u200D',
  wj: '\u2060',
  bom: '\uFEFF',
  shy: '\u00AD',
  mvs: '\u180E',
  cgj: '\u034F',
  invisSep: '\u2063',
  lrm: '\u200E',
  hangulFiller: '\u3164',
  vs16: '\uFE0F',
  tagSpace: '\u{E0020}',
} as const;
const unique = <T>(list: T[]): T[] => [...new Set(list)];

// E-mail addresses: L is the local part (a fresh word), D the domain's own label (a fresh word).
type EmailForm = [disguise: string, make: (L: string, D: string) => string, extra?: Partial<Item>];
const EMAIL_FORMS: EmailForm[] = [
  ['plain', (L, D) => `${L}@${D}.com`],
  ['plain, dotted local part', (L, D) => `${L}.smith@${D}.com`],
  ['upper case', (L, D) => `${L.toUpperCase()}@${D.toUpperCase()}.COM`],
  ['plus-addressing', (L, D) => `${L}+jobs2024@${D}.com`],
  ['subdomains', (L, D) => `${L}@mail.eu-west.${D}.co.uk`],
  ['long TLD .photography', (L, D) => `${L}@${D}.photography`],
  ['long TLD .travelersinsurance', (L, D) => `${L}@${D}.travelersinsurance`],
  ['IDN domain (ü)', (L, D) => `${L}@${D}-münchen.de`],
  ['IDN TLD (.рф)', (L, D) => `${L}@${D}.рф`],
  ['IDN domain (CJK)', (L, D) => `${L}@例え.${D}.jp`],
  ['punycode domain', (L, D) => `${L}@xn--${D}-lva.com`],
  ['non-ASCII local part', (L, D) => `${L}ñoño@${D}.es`],
  ['quoted local part with space', (L, D) => `"${L} smith"@${D}.com`],
  ['quoted local part with @', (L, D) => `"${L}@home"@${D}.com`],
  ['digits, _ and - in local part', (L, D) => `1990_${L}-x@${D}-corp.com`],
  ['IP literal domain', (L) => `${L}@[192.0.2.10]`, { partials: [] }],
  ['no TLD (user@host)', (L, D) => `${L}@${D}`],
  ['angle brackets', (L, D) => `<${L}@${D}.com>`],
  ['name-addr', (L, D) => `Ana Ruiz <${L}@${D}.com>`],
  ['in parentheses, end of sentence', (L, D) => `(${L}@${D}.com).`],
  ['two addresses joined by ;', (L, D) => `${L}@${D}.com;${L}2@${D}.net`],
  ['two addresses joined by /', (L, D) => `${L}@${D}.com/${L}.b@${D}.org`],
  ['glued after a label', (L, D) => `Email:${L}@${D}.com`],
  ['glued after a word', (L, D) => `correo${L}@${D}.com`],
  ['mailto:', (L, D) => `mailto:${L}@${D}.com`],
  ['MAILTO: with query', (L, D) => `MAILTO:${L}@${D}.com?subject=CV%20Nurse`],
  ['markdown mailto link', (L, D) => `[write me](mailto:${L}@${D}.com)`],
  ['<mailto:…>', (L, D) => `<mailto:${L}@${D}.com>`],
  ['word at / dot', (L, D) => `${L} at ${D} dot com`],
  ['WORD AT / DOT (caps)', (L, D) => `${L} AT ${D} DOT COM`],
  ['(at) (dot)', (L, D) => `${L}(at)${D}(dot)com`],
  ['spaced (at) (dot)', (L, D) => `${L} (at) ${D} (dot) com`],
  ['[at] [dot]', (L, D) => `${L}[at]${D}[dot]com`],
  ['{at} {dot}', (L, D) => `${L} {at} ${D} {dot} com`],
  ['<at> <dot>', (L, D) => `${L} <at> ${D} <dot> com`],
  ['-at- -dot-', (L, D) => `${L}-at-${D}-dot-com`],
  ['_at_ _dot_', (L, D) => `${L}_at_${D}_dot_com`],
  ['at + real dot', (L, D) => `${L} at ${D}.com`],
  ['@ + word dot', (L, D) => `${L}@${D} dot com`],
  ['spaced @ and .', (L, D) => `${L} @ ${D} . com`],
  ['[@] [.]', (L, D) => `${L}[@]${D}[.]com`],
  ['(@) (.)', (L, D) => `${L}(@)${D}(.)com`],
  ['(a) for @', (L, D) => `${L}(a)${D}.com`],
  ['# for @', (L, D) => `${L}#${D}.com`],
  ['at ... period', (L, D) => `${L} at ${D} period com`],
  ['dot in local part spelled', (L, D) => `${L} dot smith at ${D} dot com`],
  ['at ... dot co dot uk', (L, D) => `${L} at ${D} dot co dot uk`],
  ['es: arroba / punto', (L, D) => `${L} arroba ${D} punto com`],
  ['es: arroba / punto es', (L, D) => `${L} arroba ${D} punto es`],
  ['pt: arroba / ponto com ponto br', (L, D) => `${L} arroba ${D} ponto com ponto br`],
  ['nl: apenstaartje / punt', (L, D) => `${L} apenstaartje ${D} punt nl`],
  ['nl-BE: apestaart / punt', (L, D) => `${L} apestaart ${D} punt be`],
  ['fr: arobase / point', (L, D) => `${L} arobase ${D} point fr`],
  ['it: chiocciola / punto', (L, D) => `${L} chiocciola ${D} punto it`],
  ['de: Klammeraffe / Punkt', (L, D) => `${L} Klammeraffe ${D} Punkt de`],
  ['de: (at) (punkt)', (L, D) => `${L} (at) ${D} (punkt) de`],
  ['hu: kukac / pont', (L, D) => `${L} kukac ${D} pont hu`],
  ['sv: snabel-a / punkt', (L, D) => `${L} snabel-a ${D} punkt se`],
  ['ru: собака / точка', (L, D) => `${L} собака ${D} точка ru`],
  ['letters spaced out', (L, D) => `${spaced(L)} @ ${spaced(D)} . c o m`],
  ['spaced TLD only', (L, D) => `${L}@${D}. c o m`],
  ['provider without TLD: at gmail', (L) => `${L} at gmail`, { partials: [] }],
  ['provider: at gmail dot com', (L) => `${L} at gmail dot com`, { partials: [] }],
  ['provider: at hotmail', (L) => `${L} at hotmail`, { partials: [] }],
  ['"my gmail is …"', (L) => `my gmail is ${L}`, { partials: [] }],
  ['"… (gmail)"', (L) => `${L} (gmail)`, { partials: [] }],
  ['"… on gmail"', (L) => `${L} on gmail`, { partials: [] }],
  ['Mastodon-style @user@host', (L, D) => `@${L}@${D}.social`],
  ['full-width ＠ and ．', (L, D) => `${L}＠${D}．com`],
  ['everything full-width', (L, D) => fullWidth(`${L}@${D}.com`)],
  ['small commercial at ﹫', (L, D) => `${L}﹫${D}.com`],
  ['ideographic full stop 。', (L, D) => `${L}@${D}。com`],
  ['halfwidth ideographic stop ｡', (L, D) => `${L}@${D}｡com`],
  ['one dot leader ․', (L, D) => `${L}@${D}․com`],
  ['middle dot ·', (L, D) => `${L}@${D}·com`],
  ['Arabic decimal separator ٫', (L, D) => `${L}@${D}٫com`],
  ['hyphenation point ‧', (L, D) => `${L}@${D}‧com`],
  ['＠ and 。', (L, D) => `${L}＠${D}。com`],
  ['Cyrillic look-alike letters', (L, D) => cyrillic(`${L}@${D}.com`)],
  ['Cyrillic look-alikes in domain only', (L, D) => `${L}@${cyrillic(D)}.сом`],
  ['mathematical bold letters', (L, D) => mathBold(`${L}@${D}.com`)],
  ['circled letters', (L, D) => circled(`${L}@${D}.com`)],
  ['small capitals', (L, D) => smallCaps(`${L}@${D}.com`)],
  ['zero-width space inside local part', (L, D) => `${insertEvery(L, ZW.zwsp, 3)}@${D}.com`],
  ['ZWNJ before @, ZWJ in domain', (L, D) => `${L}${ZW.zwnj}@${insertEvery(D, ZW.zwj, 4)}.com`],
  ['word joiner around @', (L, D) => `${L}${ZW.wj}@${ZW.wj}${D}.com`],
  ['BOM inside', (L, D) => `${L}${ZW.bom}@${D}${ZW.bom}.com`],
  ['soft hyphens inside', (L, D) => `${insertEvery(L, ZW.shy, 2)}@${D}.com`],
  ['Mongolian vowel separator', (L, D) => `${L}${ZW.mvs}@${D}.com`],
  ['combining grapheme joiner', (L, D) => `${insertEvery(L, ZW.cgj, 3)}@${D}.com`],
  ['invisible separator', (L, D) => `${L}@${D}${ZW.invisSep}.com`],
  ['LRM marks', (L, D) => `${L}${ZW.lrm}@${ZW.lrm}${D}.com`],
  ['Hangul filler inside', (L, D) => `${insertEvery(L, ZW.hangulFiller, 4)}@${D}.com`],
  ['variation selectors inside', (L, D) => `${insertEvery(L, ZW.vs16, 2)}@${D}.com`],
  ['tag characters inside', (L, D) => `${insertEvery(L, ZW.tagSpace, 3)}@${D}.com`],
  ['combining marks on letters', (L, D) => `${[...L].map((c) => c + '\u0301').join('')}@${D}.com`],
  ['right-to-left override (stored reversed)', (L, D) => `\u202E${reverse(`${L}@${D}.com`)}\u202C`],
  ['reversed text', (L, D) => reverse(`${L}@${D}.com`)],
  ['&#64;', (L, D) => `${L}&#64;${D}.com`],
  ['&#x40;', (L, D) => `${L}&#x40;${D}.com`],
  ['&commat; &period;', (L, D) => `${L}&commat;${D}&period;com`],
  ['&#0064; &#46;', (L, D) => `${L}&#0064;${D}&#46;com`],
  ['&#64 without ;', (L, D) => `${L}&#64${D}.com`],
  ['every character a reference', (L, D) => allRefs(`${L}@${D}.com`)],
  ['every character a hex reference', (L, D) => allRefs(`${L}@${D}.com`, true)],
  ['double-encoded &amp;#64;', (L, D) => `${L}&amp;#64;${D}.com`],
  ['%40', (L, D) => `${L}%40${D}.com`],
  ['%2540 (escaped twice)', (L, D) => `${L}%2540${D}.com`],
  ['%40 and %2E', (L, D) => `${L}%40${D}%2Ecom`],
  ['every character percent-encoded', (L, D) => allPercent(`${L}@${D}.com`)],
  ['mailto: with %40', (L, D) => `mailto:${L}%40${D}.com`],
  ['JS escape \\u0040', (L, D) => `${L}\\u0040${D}.com`],
  ['JS escape \\x40', (L, D) => `${L}\\x40${D}.com`],
  ['quoted-printable =40', (L, D) => `${L}=40${D}.com`],
  ['split across lines after @', (L, D) => `${L}@\n${D}.com`],
  ['split across lines before @', (L, D) => `${L}\n@${D}.com`],
  ['split across lines before .com', (L, D) => `${L}@${D}\n.com`],
  ['spaced, split across lines', (L, D) => `${L} @\n${D} . com`],
];

function buildEmailItems(): void {
  for (const [disguise, make, extra] of EMAIL_FORMS) {
    const L = word();
    const D = word();
    const text = make(L, D);
    const reversed = /reverse/.test(disguise);
    const local = reversed ? reverse(L) : L;
    const domain = reversed ? reverse(D) : D;
    const holdsDomain = squash(text).includes(domain);
    addItem({
      family: 'email',
      disguise,
      text,
      canaries: [local],
      partials: holdsDomain ? [domain] : [],
      queries: unique([
        ...(holdsDomain && !reversed ? [`${L}@${D}.com`] : []),
        local,
        ...(holdsDomain ? [domain] : []),
        text.replace(/\s+/g, ' ').slice(0, 300),
      ]),
      ...extra,
    });
  }
}

// Phone numbers: X is a fresh digit; the part after `|` (an extension) is not the number's canary.
type PhoneForm = [disguise: string, template: string];
const COUNTRY_PHONES: PhoneForm[] = [
  ['US +1 (415) …', '+1 (XXX) XXX-XXXX'],
  ['US dashes', 'XXX-XXX-XXXX'],
  ['US dots', 'XXX.XXX.XXXX'],
  ['US 1-XXX', '1-XXX-XXX-XXXX'],
  ['US ext.', '(XXX) XXX-XXXX| ext. 123'],
  ['US x123', 'XXX-XXX-XXXX| x123'],
  ['US #ext', '+1 XXX XXX XXXX| #45'],
  ['US local 7 digits', 'XXX-XXXX'],
  ['UK +44 20 …', '+44 XX XXXX XXXX'],
  ['UK +44 (0)20 …', '+44 (0)XX XXXX XXXX'],
  ['UK 07… mobile', '07XXX XXXXXX'],
  ['ES +34 …', '+34 XXX XXX XXX'],
  ['ES 0034 …', '0034 XXX XX XX XX'],
  ['ES (+34) …', '(+34) XXX XXX XXX'],
  ['ES 9 digits run', 'XXXXXXXXX'],
  ['ES +34 glued', '+34XXXXXXXXX'],
  ['FR +33 6 …', '+33 X XX XX XX XX'],
  ['FR 06 …', '0X XX XX XX XX'],
  ['FR dots', '0X.XX.XX.XX.XX'],
  ['FR +33 (0)6 …', '+33 (0)X XX XX XX XX'],
  ['DE +49 30 …', '+49 XX XXXXXXXX'],
  ['DE +49 (0)30 …-…', '+49 (0)XX XXXX-XXXX'],
  ['DE 030/…', '0XX/XXXXXXX'],
  ['DE +49-171-…', '+49-XXX-XXXXXXX'],
  ['NL +31 6 …', '+31 X XXXXXXXX'],
  ['NL 06-…', '06-XXXXXXXX'],
  ['NL 020-…', '0XX-XXXXXXX'],
  ['BE +32 470 …', '+32 XXX XX XX XX'],
  ['PT +351 …', '+351 XXX XXX XXX'],
  ['IT +39 06 …', '+39 XX XXXX XXXX'],
  ['IT 333 …', 'XXX XXX XXXX'],
  ['BR +55 11 9…-…', '+55 XX XXXXX-XXXX'],
  ['BR (11) 9…-…', '(XX) XXXXX-XXXX'],
  ['MX +52 55 …', '+52 XX XXXX XXXX'],
  ['MX +52 1 …', '+52 1 XX XXXX XXXX'],
  ['AR +54 9 11 …-…', '+54 9 XX XXXX-XXXX'],
  ['CO +57 3…', '+57 XXX XXXXXXX'],
  ['CL +56 9 …', '+56 X XXXX XXXX'],
  ['IN +91 …', '+91 XXXXX XXXXX'],
  ['IN 0… …', '0XXXXX XXXXX'],
  ['CN +86 …', '+86 XXX XXXX XXXX'],
  ['CN dashes', 'XXX-XXXX-XXXX'],
  ['JP +81 3-…', '+81 X-XXXX-XXXX'],
  ['JP 090-…', '090-XXXX-XXXX'],
  ['KR +82 10-…', '+82 XX-XXXX-XXXX'],
  ['AU +61 2 …', '+61 X XXXX XXXX'],
  ['AU 04… mobile', '04XX XXX XXX'],
  ['NZ +64 21 …', '+64 XX XXX XXXX'],
  ['ZA +27 82 …', '+27 XX XXX XXXX'],
  ['NG +234 803 …', '+234 XXX XXX XXXX'],
  ['EG +20 100 …', '+20 XXX XXX XXXX'],
  ['RU +7 (495) …-…-…', '+7 (XXX) XXX-XX-XX'],
  ['RU 8 (800) …', '8 (XXX) XXX-XX-XX'],
  ['PL +48 …', '+48 XXX XXX XXX'],
  ['SE +46 70 …', '+46 XX XXX XX XX'],
  ['CH +41 44 …', '+41 XX XXX XX XX'],
  ['IE +353 85 …', '+353 XX XXX XXXX'],
  ['PH +63 917 …', '+63 XXX XXX XXXX'],
  ['AE +971 50 …', '+971 XX XXX XXXX'],
  ['IL +972-50-…', '+972-XX-XXX-XXXX'],
  ['TR +90 532 …', '+90 XXX XXX XX XX'],
];
const SEPARATOR_PHONES: PhoneForm[] = [
  ['slashes', 'XXX/XXX/XXX'],
  ['spaced slashes', 'XXX / XXX / XXX'],
  ['parentheses around the first group', '(XXX) XXX XXX'],
  ['underscores', 'XXX_XXX_XXX'],
  ['tildes', 'XXX~XXX~XXX'],
  ['middle dots', 'XXX·XXX·XXX'],
  ['spaced en dashes', 'XXX – XXX – XXX'],
  ['em dashes', 'XXX—XXX—XXX'],
  ['Unicode hyphen U+2010', 'XXX\u2010XXX\u2010XXX'],
  ['non-breaking hyphen U+2011', 'XXX\u2011XXX\u2011XXX'],
  ['figure dash U+2012', 'XXX\u2012XXX\u2012XXX'],
  ['minus sign U+2212', 'XXX\u2212XXX\u2212XXX'],
  ['three spaces', 'XXX   XXX   XXX'],
  ['tabs', 'XXX\tXXX\tXXX'],
  ['no-break spaces', 'XXX\u00A0XXX\u00A0XXX'],
  ['narrow no-break spaces', 'XXX\u202FXXX\u202FXXX'],
  ['thin spaces', 'XXX\u2009XXX\u2009XXX'],
  ['ideographic spaces', 'XXX\u3000XXX\u3000XXX'],
  ['single digits spaced', 'X X X X X X X X X'],
  ['pairs', 'XX XX XX XX X'],
  ['dot and space', 'XXX. XXX. XXX'],
  ['commas (like an amount)', 'XXX,XXX,XXX'],
  ['pipes', 'XXX | XXX | XXX'],
  ['+34 with dots', '+34.XXX.XXX.XXX'],
  ['+34 with slashes', '+34/XXX/XXX/XXX'],
  ['double plus', '++34 XXX XXX XXX'],
  ['+(34)', '+(34) XXX-XXX-XXX'],
  ['0034 dashes', '0034-XXX-XXX-XXX'],
  ['7 digits run', 'XXXXXXX'],
  ['15 digits run', 'XXXXXXXXXXXXXXX'],
  ['16 digits in groups of 4', 'XXXX XXXX XXXX XXXX'],
  ['zero-width spaces between groups', 'XXX\u200BXXX\u200BXXX'],
  ['soft hyphens between digits', 'XXX\u00ADXXX\u00ADXXX'],
  ['zero-width joiner inside a run', 'XXXX\u200DXXXXX'],
  ['%20 between groups', 'XXX%20XXX%20XXX'],
  ['&#32; between groups', 'XXX&#32;XXX&#32;XXX'],
  ['&nbsp; between groups', 'XXX&nbsp;XXX&nbsp;XXX'],
  ['split across lines', 'XXX XXX\nXXX'],
  ['one group per line', 'XXX\nXXX\nXXX'],
  ['split across lines with CRLF', 'XXX XX\r\nXX XX'],
  ['year before it', '2019 XXX XXX XXX'],
  ['in parentheses with a word', '(call XXX XXX XXX)'],
  ['label Tel:', 'Tel: XXX XXX XXX'],
  ['label glued Tel.', 'Tel.XXXXXXXXX'],
  ['label Móvil:', 'Móvil: XXX XX XX XX'],
  ['label Telefoon:', 'Telefoon: 06 XXXX XXXX'],
  ['label Telemóvel:', 'Telemóvel: 9XX XXX XXX'],
  ['label Fax:', 'Fax: +34 XXX XXX XXX'],
  ['label Tfno.', 'Tfno. XXX XXX XXX'],
  ['label WhatsApp:', 'WhatsApp: +34 XXX XXX XXX'],
  ['glued call…', 'callXXXXXXXXX'],
  ['glued movil:', 'movil:XXXXXXXXX'],
  ['glued phone#', 'phone#XXXXXXXXX'],
  ['glued T:+34', 'T:+34XXXXXXXXX'],
  ['glued word after', 'XXXXXXXXXtel'],
  ['☎ symbol', '☎ XXX XXX XXX'],
  ['📞 emoji glued', '📞XXXXXXXXX'],
  ['3-3-3 followed by a three-letter word (now)', 'Call XXX XXX XXX now'],
  ['3-3-3 followed by "por" (es)', 'Llama al XXX XXX XXX por las tardes'],
  ['3-3-3 followed by "das" (pt)', 'Ligue XXX XXX XXX das 9h às 18h'],
  ['3-3-3 followed by "and"', 'Phone XXX XXX XXX and e-mail'],
  ['3-3-3 followed by "EUR"', 'Bizum XXX XXX XXX EUR'],
  ['3-3-3 after "SMS"', 'WhatsApp o SMS XXX XXX XXX'],
  ['3-3-3 after "CEO"', 'Contact the CEO XXX XXX XXX'],
  ['+34 3-3-3 followed by "now"', 'call +34 XXX XXX XXX now'],
  ['tel: URI', 'tel:+34-XXX-XXX-XXX'],
  ['tel: URI %2B', 'tel:%2B34XXXXXXXXX'],
  ['sms: URI', 'sms:+34XXXXXXXXX'],
  ['callto: URI', 'callto:+34XXXXXXXXX'],
  ['facetime: URI', 'facetime:+34XXXXXXXXX'],
];
const SCRIPTS: [name: string, map: (d: number) => string][] = [
  ['Arabic-Indic digits', (d) => String.fromCodePoint(0x660 + d)],
  ['Extended Arabic-Indic (Persian) digits', (d) => String.fromCodePoint(0x6f0 + d)],
  ['Devanagari digits', (d) => String.fromCodePoint(0x966 + d)],
  ['Bengali digits', (d) => String.fromCodePoint(0x9e6 + d)],
  ['Tamil digits', (d) => String.fromCodePoint(0xbe6 + d)],
  ['Thai digits', (d) => String.fromCodePoint(0xe50 + d)],
  ['Myanmar digits', (d) => String.fromCodePoint(0x1040 + d)],
  ['Khmer digits', (d) => String.fromCodePoint(0x17e0 + d)],
  ['NKo digits', (d) => String.fromCodePoint(0x7c0 + d)],
  ['full-width digits', (d) => String.fromCodePoint(0xff10 + d)],
  ['mathematical bold digits', (d) => String.fromCodePoint(0x1d7ce + d)],
  ['mathematical monospace digits', (d) => String.fromCodePoint(0x1d7f6 + d)],
  ['circled digits', (d) => (d === 0 ? '⓪' : String.fromCodePoint(0x2460 + d - 1))],
  ['superscript digits', (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d] as string],
  ['subscript digits', (d) => String.fromCodePoint(0x2080 + d)],
  ['dingbat negative circled digits', (d) => (d === 0 ? '⓿' : String.fromCodePoint(0x2776 + d - 1))],
  ['parenthesized digits', (d) => (d === 0 ? '0' : String.fromCodePoint(0x2474 + d - 1))],
];
const SPELLED: Record<string, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  nl: ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
  pt: ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
};

function fillPhone(template: string): { text: string; digits: string } {
  let first = true;
  const text = template.replace(/X/g, () => {
    const d = first ? String(2 + Math.floor(random() * 8)) : String(Math.floor(random() * 10));
    first = false;
    return d;
  });
  // The number ends at its last X: digits of the words after it (`das 9h`) are not its own.
  const main = text.slice(
    0,
    Math.min(template.lastIndexOf('X') + 1, text.split('|')[0]?.length ?? text.length),
  );
  return { text: text.replace('|', ''), digits: fold(main).replace(/\D/g, '') };
}
function uniquePhone(template: string): { text: string; digits: string } {
  for (;;) {
    const p = fillPhone(template);
    if (!usedDigits.has(p.digits)) {
      usedDigits.add(p.digits);
      return p;
    }
  }
}
function addPhone(disguise: string, text: string, digits: string, extra: Partial<Item> = {}): void {
  addItem({
    family: 'phone',
    disguise,
    text,
    digits,
    canaries: [digits],
    queries: unique([digits, text.replace(/\s+/g, ' ').slice(0, 300)]),
    ...extra,
  });
}
function buildPhoneItems(): void {
  for (const [disguise, template] of [...COUNTRY_PHONES, ...SEPARATOR_PHONES]) {
    const { text, digits } = uniquePhone(template);
    addPhone(disguise, text, digits);
  }
  for (const [name, map] of SCRIPTS) {
    const { text, digits } = uniquePhone('+34 XXX XXX XXX');
    addPhone(
      name,
      text.replace(/\d/g, (d) => map(Number(d))),
      digits,
    );
  }
  {
    const { text, digits } = uniquePhone('XXX XXX XXX');
    const half =
      text.slice(0, 5).replace(/\d/g, (d) => String.fromCodePoint(0x660 + Number(d))) + text.slice(5);
    addPhone('mixed Arabic-Indic and ASCII digits', half, digits);
  }
  {
    const { text, digits } = uniquePhone('XXX XXX XXX');
    const swapped = text.replace(/0/g, 'O').replace(/1/g, 'l');
    addPhone('letters for digits (O for 0, l for 1)', swapped, digits, {
      canaries: [swapped],
      documentedGap: undefined,
    });
  }
  for (const [lang, names] of Object.entries(SPELLED)) {
    const { digits } = uniquePhone('XXXXXXXXX');
    const text = [...digits].map((d) => names[Number(d)]).join(' ');
    addPhone(`digits spelled out (${lang})`, text, digits, {
      canaries: [text],
      documentedGap: 'spelled-out digits are not looked for (docs/emulator-behavior.md, Scrubbing: phones)',
    });
  }
  {
    const { digits } = uniquePhone('XXXXXXXXX');
    const text = [...digits].map((d, i) => (i % 2 ? (SPELLED.en as string[])[Number(d)] : d)).join('');
    addPhone('digits and spelled digits mixed (en)', text, digits, {
      canaries: [text],
      documentedGap: 'spelled-out digits are not looked for',
    });
  }
  {
    // Spanish read in pairs: 6 12 34 56 78 → "seis doce treinta y cuatro …"
    const text = 'seis doce treinta y cuatro cincuenta y seis setenta y ocho';
    addPhone('digits spelled out in pairs (es)', `mi número es ${text}`, '612345678', {
      canaries: [text],
      digits: undefined,
      documentedGap: 'spelled-out digits are not looked for',
    });
  }
  for (const [disguise, template] of [
    ['vanity 1-800-WORD', '1-800-'],
    ['vanity +1 (800) GO-WORD', '+1 (800) GO-'],
    ['vanity 0800 WORD', '0800 '],
  ] as const) {
    const w = word().toUpperCase();
    addPhone(disguise, `${template}${w}`, '', {
      canaries: [`800${template.includes('GO') ? 'go' : ''}${w}`],
      digits: undefined,
    });
  }
}

// Profile links and messenger handles: H is a fresh handle word, P a fresh phone's digits.
type HandleForm = [disguise: string, make: (H: string, P: string) => string, extra?: Partial<Item>];
const HANDLE_FORMS: HandleForm[] = [
  ['LinkedIn https://www.linkedin.com/in/…/', (H) => `https://www.linkedin.com/in/${H}-4b2a1c/`],
  ['LinkedIn linkedin.com/in/… (no scheme)', (H) => `linkedin.com/in/${H}`],
  ['LinkedIn country subdomain es.', (H) => `es.linkedin.com/in/${H}`],
  ['LinkedIn country subdomain nl. https', (H) => `https://nl.linkedin.com/in/${H}-12345678`],
  ['LinkedIn mixed case host', (H) => `https://LinkedIn.COM/in/${H}`],
  ['LinkedIn /pub/ path', (H) => `linkedin.com/pub/${H}/1a/2b/3c`],
  ['LinkedIn profile/view?id=', (H) => `https://www.linkedin.com/profile/view?id=${H}`],
  ['LinkedIn company page', (H) => `linkedin.com/company/${H}`],
  ['lnkd.in short link', (H) => `https://lnkd.in/${H}`],
  ['LinkedIn [.] obfuscated', (H) => `linkedin[.]com/in/${H}`],
  ['LinkedIn spelled: dot com slash in slash', (H) => `linkedin dot com slash in slash ${H}`],
  ['LinkedIn spaced: linkedin . com / in / …', (H) => `linkedin . com / in / ${H}`],
  ['LinkedIn full-width URL', (H) => fullWidth(`linkedin.com/in/${H}`)],
  ['LinkedIn Cyrillic і in host', (H) => `https://www.linkedіn.com/in/${H}`],
  ['LinkedIn zero-width in host', (H) => `https://www.linked\u200Bin.com/in/${H}`],
  ['LinkedIn percent-encoded path', (H) => `https://www.linkedin.com/in/${allPercent(H)}`],
  ['LinkedIn %2F-encoded slashes', (H) => `linkedin.com%2Fin%2F${H}`],
  ['LinkedIn: label with colon', (H) => `LinkedIn: ${H}`],
  ['LinkedIn - label with dash', (H) => `LinkedIn - ${H}`],
  ['LinkedIn — label with em dash', (H) => `LinkedIn — ${H}-nurse`],
  ['LinkedIn label without colon', (H) => `LinkedIn ${H}`],
  ['"find me on LinkedIn as …"', (H) => `find me on LinkedIn as ${H}`],
  ['LinkedIn: /in/…', (H) => `LinkedIn: /in/${H}`],
  ['bare in/… path', (H) => `in/${H}-dev`],
  ['LinkedIn (…) in brackets', (H) => `LinkedIn (${H})`],
  ['linkedin=…', (H) => `linkedin=${H}`],
  ['LI: abbreviation', (H) => `LI: ${H}`],
  ['full-width colon ：', (H) => `LinkedIn：${H}`],
  ['es: Perfil de LinkedIn:', (H) => `Perfil de LinkedIn: ${H}`],
  ['nl: LinkedIn-profiel:', (H) => `LinkedIn-profiel: ${H}`],
  ['Skype: …', (H) => `Skype: ${H}.lopez`],
  ['Skype live: id', (H) => `skype: live:${H}_1`],
  ['Skype live:.cid.', (H) => `live:.cid.${H}`],
  ['skype: URI ?call', (H) => `skype:${H}?call`],
  ['Skype ID without colon', (H) => `Skype ID ${H}`],
  ['Skype - …', (H) => `Skype - ${H}82`],
  ['t.me/…', (H) => `t.me/${H}`],
  ['https://t.me/…', (H) => `https://t.me/${H}`],
  ['telegram.me/…', (H) => `telegram.me/${H}`],
  ['Telegram: @…', (H) => `Telegram: @${H}`],
  ['TG: @…', (H) => `TG: @${H}`],
  ['telegram @… (no colon)', (H) => `telegram @${H}`],
  ['tg://resolve', (H) => `tg://resolve?domain=${H}`],
  ['@… (Telegram)', (H) => `@${H} (Telegram)`],
  ['wa.me/<phone>', (_, P) => `wa.me/${P}`, { canaries: [] }],
  ['api.whatsapp.com/send?phone=', (_, P) => `https://api.whatsapp.com/send?phone=${P}`, { canaries: [] }],
  ['chat.whatsapp.com invite', (H) => `https://chat.whatsapp.com/${H}Xy`],
  ['whatsapp:// URI', (_, P) => `whatsapp://send?phone=${P}`, { canaries: [] }],
  ['wa.link/…', (H) => `wa.link/${H}`],
  ['WhatsApp label, number glued', (_, P) => `WhatsApp${P}`, { canaries: [] }],
  ['signal.me/#p/+…', (_, P) => `https://signal.me/#p/+${P}`, { canaries: [] }],
  ['Signal: username', (H) => `Signal: ${H}.01`],
  ['signal.group link', (H) => `https://signal.group/#${H}`],
  ['WeChat: …', (H) => `WeChat: ${H}`],
  ['WeChat ID: …', (H) => `WeChat ID: ${H}_88`],
  ['微信: …', (H) => `微信: ${H}`],
  ['微信号：… (full-width colon)', (H) => `微信号：${H}`],
  ['WeChat without colon', (H) => `WeChat ${H}`],
  ['weixin:// URI', (H) => `weixin://dl/chat?${H}`],
  ['VX: (Chinese slang)', (H) => `VX: ${H}`],
  ['line.me/ti/p/~', (H) => `https://line.me/ti/p/~${H}`],
  ['LINE ID: …', (H) => `LINE ID: ${H}`],
  ['line:// URI', (H) => `line://ti/p/@${H}`],
  ['discord.gg invite', (H) => `discord.gg/${H}`],
  ['discord.com/users/<id>', (_, P) => `https://discord.com/users/${P}${P.slice(0, 6)}`, { canaries: [] }],
  ['discordapp.com/users/', (H) => `discordapp.com/users/${H}`],
  ['Discord: …#1234', (H) => `Discord: ${H}#1234`],
  ['…#1234 on Discord', (H) => `${H}#4821 on Discord`],
  ['instagram.com/…', (H) => `instagram.com/${H}`],
  ['www.instagram.com/…/', (H) => `https://www.instagram.com/${H}/`],
  ['instagr.am short host', (H) => `instagr.am/${H}`],
  ['IG: @…', (H) => `IG: @${H}`],
  ['Insta: …', (H) => `Insta: ${H}.fotos`],
  ['Instagram @… (no colon)', (H) => `Instagram @${H}`],
  ['x.com/…', (H) => `x.com/${H}`],
  ['twitter.com/…', (H) => `https://twitter.com/${H}`],
  ['mobile.twitter.com/…', (H) => `mobile.twitter.com/${H}`],
  ['Twitter: @…', (H) => `Twitter: @${H}`],
  ['X: @…', (H) => `X: @${H}`],
  ['"follow me @…"', (H) => `follow me @${H}`],
  ['nitter.net/…', (H) => `nitter.net/${H}`],
  ['facebook.com/…', (H) => `facebook.com/${H}.lopez`],
  ['fb.com/…', (H) => `fb.com/${H}`],
  ['fb.me/…', (H) => `fb.me/${H}`],
  [
    'm.facebook.com/profile.php?id=',
    (_, P) => `https://m.facebook.com/profile.php?id=1000${P}`,
    { canaries: [] },
  ],
  ['FB: …', (H) => `FB: ${H}`],
  ['messenger.com/t/…', (H) => `messenger.com/t/${H}`],
  ['m.me/…', (H) => `m.me/${H}`],
  ['github.com/…', (H) => `github.com/${H}`],
  ['github.com/…?tab=', (H) => `https://github.com/${H}?tab=repositories`],
  ['gist.github.com/…', (H) => `gist.github.com/${H}`],
  ['….github.io (GitHub Pages)', (H) => `https://${H}.github.io`],
  ['GitHub: …', (H) => `GitHub: ${H}`],
  ['gitlab.com/…', (H) => `gitlab.com/${H}`],
  ['bitbucket.org/…', (H) => `bitbucket.org/${H}`],
  ['codeberg.org/…', (H) => `codeberg.org/${H}`],
  ['calendly.com/…/30min', (H) => `calendly.com/${H}/30min`],
  ['cal.com/…', (H) => `https://cal.com/${H}`],
  ['zcal.co/…', (H) => `zcal.co/${H}`],
  ['savvycal.com/…', (H) => `savvycal.com/${H}`],
  ['zoom personal room', (H) => `https://${H}.zoom.us/my/${H}`],
  ['Teams chat link with address', (H) => `https://teams.microsoft.com/l/chat/0/0?users=${H}@contoso.com`],
  ['tiktok.com/@…', (H) => `tiktok.com/@${H}`],
  ['youtube.com/@…', (H) => `youtube.com/@${H}`],
  ['snapchat.com/add/…', (H) => `snapchat.com/add/${H}`],
  ['Snapchat: …', (H) => `Snapchat: ${H}`],
  ['threads.net/@…', (H) => `threads.net/@${H}`],
  ['bsky.app/profile/…', (H) => `bsky.app/profile/${H}.bsky.social`],
  ['Bluesky handle ….bsky.social', (H) => `${H}.bsky.social`],
  ['mastodon.social/@…', (H) => `mastodon.social/@${H}`],
  ['xing.com/profile/…', (H) => `xing.com/profile/${H}_Lopez`],
  ['viber:// URI', (_, P) => `viber://chat?number=%2B${P}`, { canaries: [] }],
  ['Viber: +…', (_, P) => `Viber: +${P}`, { canaries: [] }],
  ['QQ: number', (_, P) => `QQ: ${P}`, { canaries: [] }],
  ['KakaoTalk ID: …', (H) => `KakaoTalk ID: ${H}`],
  ['Zalo: 09…', (_, P) => `Zalo: 09${P.slice(0, 8)}`, { canaries: [] }],
  ['vk.com/…', (H) => `vk.com/${H}`],
  ['medium.com/@…', (H) => `medium.com/@${H}`],
  ['about.me/…', (H) => `about.me/${H}`],
  ['linktr.ee/…', (H) => `linktr.ee/${H}`],
  ['keybase.io/…', (H) => `keybase.io/${H}`],
  ['behance.net/…', (H) => `behance.net/${H}`],
  ['dribbble.com/…', (H) => `dribbble.com/${H}`],
  ['stackoverflow.com/users/…', (H) => `stackoverflow.com/users/1234567/${H}`],
  ['reddit.com/u/…', (H) => `reddit.com/u/${H}`],
  ['wellfound.com/u/…', (H) => `wellfound.com/u/${H}`],
  ['upwork.com/freelancers/~…', (H) => `upwork.com/freelancers/~${H}`],
  ['personal site https://….dev', (H) => `https://${H}.dev`],
  ['personal site www.….com', (H) => `www.${H}.com`],
  ['bare @handle', (H) => `@${H}`],
  ['(@handle)', (H) => `(@${H})`],
  ['@handle_dev at sentence end', (H) => `@${H}_dev.`],
  ['full-width ＠handle', (H) => `＠${H}`],
  ['@ with zero-width space', (H) => `@\u200B${H}`],
];

function buildHandleItems(): void {
  for (const [disguise, make, extra] of HANDLE_FORMS) {
    const H = word();
    const P = randomDigits(11);
    const text = make(H, P);
    const usesPhone = extra?.canaries !== undefined;
    addItem({
      family: 'handle',
      disguise,
      text,
      canaries: usesPhone ? [P.slice(0, 8)] : [H],
      digits: usesPhone ? P : undefined,
      queries: unique([usesPhone ? P : H, text.replace(/\s+/g, ' ').slice(0, 300)]),
      documentedGap: /personal site/.test(disguise)
        ? 'docs: other links (a portfolio on its own domain) stay'
        : undefined,
    });
  }
}

// Raw platform ids (24 hexadecimal characters): X is a fresh id.
type IdForm = [disguise: string, make: (X: string) => string, canary?: (X: string) => string];
const ID_FORMS: IdForm[] = [
  ['plain', (X) => X],
  ['upper case', (X) => X.toUpperCase()],
  ['in a URL path', (X) => `https://app.platform.example/contacts/${X}/edit`],
  ['id= parameter', (X) => `id=${X}`],
  ['ObjectId("…")', (X) => `ObjectId("${X}")`],
  ['glued after a word', (X) => `ID${X}`],
  ['#…', (X) => `#${X}`],
  ['underscore prefix', (X) => `user_${X}`],
  ['end of sentence', (X) => `ref ${X}.`],
  ['quoted', (X) => `"${X}"`],
  ['zero-width space inside', (X) => insertEvery(X, ZW.zwsp, 8)],
  ['full-width', (X) => fullWidth(X)],
  ['character references', (X) => allRefs(X)],
  ['percent-encoded', (X) => allPercent(X)],
  ['split by hyphens', (X) => `${X.slice(0, 8)}-${X.slice(8, 16)}-${X.slice(16)}`],
  ['split by spaces', (X) => `${X.slice(0, 12)} ${X.slice(12)}`],
  ['letters only (abcdef…)', () => 'abcdefabcdefabcdefabcdef', () => 'abcdefabcdefabcdefabcdef'],
  [
    'digits only',
    (X) => X.replace(/[a-f]/g, (c) => String('abcdef'.indexOf(c))),
    (X) => X.replace(/[a-f]/g, (c) => String('abcdef'.indexOf(c))),
  ],
  ['mixed case', (X) => [...X].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')],
  ['Mongo extended JSON', (X) => `{"$oid":"${X}"}`],
];
function buildIdItems(): void {
  for (const [disguise, make, canary] of ID_FORMS) {
    const X = hex24();
    const text = make(X);
    const c = canary ? canary(X) : X;
    addItem({
      family: 'platform-id',
      disguise,
      text,
      canaries: [c],
      partials: disguise.startsWith('split') ? [X.slice(0, 8), X.slice(-8)] : [],
      queries: unique([c, text.slice(0, 300)]),
    });
  }
}

// Contact data in URL fields (videoUrl, thumbnailUrl, avatarUrl, profileUrl).
type UrlForm = [
  disguise: string,
  make: (w: { L: string; D: string; H: string; P: string; X: string }) => string,
  canary: 'L' | 'H' | 'P' | 'X',
];
const CDN = 'https://cdn.zqmedia.example';
const URL_FORMS: UrlForm[] = [
  ['%40 address in the path', ({ L, D }) => `${CDN}/v/${L}%40${D}.com.mp4`, 'L'],
  ['raw @ address in the path', ({ L, D }) => `${CDN}/v/${L}@${D}.com/clip.mp4`, 'L'],
  ['address in the query', ({ L, D }) => `${CDN}/v.mp4?contact=${L}@${D}.com`, 'L'],
  ['%2540 address in the query', ({ L, D }) => `${CDN}/v.mp4?email=${L}%2540${D}.com`, 'L'],
  ['address in the fragment', ({ L, D }) => `${CDN}/v.mp4#${L}@${D}.com`, 'L'],
  ['userinfo user:password@', ({ L }) => `https://${L}:secret@cdn.zqmedia.example/v.mp4`, 'L'],
  ['userinfo user@host (an address)', ({ L }) => `https://${L}@cdn.zqmedia.example/v.mp4`, 'L'],
  [
    'upper-case %40',
    ({ L, D }) => `HTTPS://CDN.ZQMEDIA.EXAMPLE/${L.toUpperCase()}%40${D.toUpperCase()}.COM`,
    'L',
  ],
  [
    '"at dot" words encoded in the path',
    ({ L, D }) => `${CDN}/${encodeURIComponent(`${L} at ${D} dot com`)}.mp4`,
    'L',
  ],
  ['wa.me/<phone>', ({ P }) => `https://wa.me/${P}`, 'P'],
  ['LinkedIn profile', ({ H }) => `https://www.linkedin.com/in/${H}`, 'H'],
  ['t.me handle', ({ H }) => `https://t.me/${H}`, 'H'],
  ['calendly', ({ H }) => `https://calendly.com/${H}/intro`, 'H'],
  ['….github.io avatar', ({ H }) => `https://${H}.github.io/avatar.png`, 'H'],
  ['/@handle/ path', ({ H }) => `${CDN}/@${H}/video.mp4`, 'H'],
  ['phone= parameter %2B', ({ P }) => `${CDN}/v.mp4?phone=%2B${P}`, 'P'],
  ['wa= parameter', ({ P }) => `${CDN}/v.mp4?wa=${P}`, 'P'],
  [
    '+CC-phone in the file name',
    ({ P }) => `${CDN}/+${P.slice(0, 2)}-${P.slice(2, 5)}-${P.slice(5, 8)}-${P.slice(8)}.mp4`,
    'P',
  ],
  [
    '(area) phone in the path',
    ({ P }) => `${CDN}/(${P.slice(0, 3)})${P.slice(3, 6)}-${P.slice(6, 10)}.mp4`,
    'P',
  ],
  [
    '%20-grouped phone in the path',
    ({ P }) => `${CDN}/${P.slice(0, 3)}%20${P.slice(3, 6)}%20${P.slice(6, 9)}.mp4`,
    'P',
  ],
  ['tel: inside the path', ({ P }) => `${CDN}/tel:+${P}`, 'P'],
  ['platform id in the path', ({ X }) => `${CDN}/users/${X}/avatar.png`, 'X'],
  ['platform id as the file name', ({ X }) => `${CDN}/v/${X}.mp4`, 'X'],
];
function buildUrlItems(): void {
  for (const [disguise, make, which] of URL_FORMS) {
    const w = { L: word(), D: word(), H: word(), P: randomDigits(11), X: hex24() };
    const url = make(w);
    const canary = which === 'P' ? w.P.slice(0, 8) : w[which];
    addItem({
      family: 'url-field',
      disguise,
      url,
      canaries: [canary],
      partials: which === 'L' ? [w.D] : [],
      digits: which === 'P' ? w.P : undefined,
      queries: [which === 'P' ? w.P : canary],
    });
  }
}
/** URL field values that must come out unchanged. */
const CLEAN_URLS = [
  `${CDN}/videos/1700000000123.mp4`,
  `${CDN}/1920-1080/clip.mp4?v=1700000000`,
  `${CDN}/thumbs/2024-05-01/t.jpg`,
  'https://www.platform.example/talent/maria-ruiz-12',
  `${CDN}/avatars/a1b2c3d4.png?size=256&dpr=2`,
];

// HTML job descriptions. Each case gets fresh words: L/D (an address), H (a handle), P (a phone).
interface HtmlCase {
  disguise: string;
  html: string;
  canaries: string[];
  partials?: string[];
  digits?: string;
  survivors?: string[];
}
type HtmlForm = [
  disguise: string,
  make: (w: { L: string; D: string; H: string; P: string }) => Omit<HtmlCase, 'disguise'>,
];
const sp = (P: string): string => `${P.slice(0, 3)} ${P.slice(3, 6)} ${P.slice(6, 9)}`;
const HTML_FORMS: HtmlForm[] = [
  [
    'address split by <span>',
    ({ L, D }) => ({
      html: `<p>Write to ${L}<span>@</span>${D}.com today</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['Write to', 'today'],
    }),
  ],
  [
    'address split by an empty <b></b>',
    ({ L, D }) => ({ html: `<p>${L}<b></b>@${D}.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address split by comments',
    ({ L, D }) => ({
      html: `<p>${L}<!-- x -->@<!-- -->${D}<!-- y -->.com</p>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'address split by <wbr>',
    ({ L, D }) => ({ html: `<p>${L}<wbr>@${D}<wbr>.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address split by <br> before .com',
    ({ L, D }) => ({ html: `<p>${L}@${D}<br>.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address split by <br> after @',
    ({ L, D }) => ({ html: `<p>${L}@<br>${D}.com</p>`, canaries: [L], partials: [D] }),
  ],
  ['address with &shy;', ({ L, D }) => ({ html: `<p>${L}&shy;@${D}.com</p>`, canaries: [L], partials: [D] })],
  [
    'address with &#8203; and &zwnj;',
    ({ L, D }) => ({ html: `<p>${L}&#8203;@&zwnj;${D}.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address one <span> per part',
    ({ L, D }) => ({
      html: `<p><span>${L}</span><span>@</span><span>${D}</span><span>.com</span></p>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'address split over table cells',
    ({ L, D }) => ({
      html: `<table><tr><td>${L}</td><td>@${D}.com</td></tr></table>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'address split over list items',
    ({ L, D }) => ({
      html: `<ul><li>${L}</li><li>@</li><li>${D}.com</li></ul>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'address split over <p>s',
    ({ L, D }) => ({ html: `<p>${L}</p><p>@${D}.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address in &lt;…&gt;',
    ({ L, D }) => ({ html: `<p>Ana &lt;${L}@${D}.com&gt;</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address every char a reference',
    ({ L, D }) => ({ html: `<p>${allRefs(`${L}@${D}.com`)}</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address &amp;commat; (double-encoded)',
    ({ L, D }) => ({ html: `<p>${L}&amp;commat;${D}.com</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'address in <pre>',
    ({ L, D }) => ({ html: `<pre>  contact:  ${L} @ ${D} . com  </pre>`, canaries: [L], partials: [D] }),
  ],
  [
    'address inside <a> text, mailto href',
    ({ L, D }) => ({
      html: `<p><a href="mailto:${L}@${D}.com">${L}@${D}.com</a></p>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'mailto: href only (text "Email us")',
    ({ L, D }) => ({
      html: `<p><a href="mailto:${L}@${D}.com">Email us</a> please</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['Email us', 'please'],
    }),
  ],
  [
    'tel: href only',
    ({ P }) => ({
      html: `<p><a href="tel:+${P}">Call the recruiter</a></p>`,
      canaries: [P.slice(0, 8)],
      survivors: ['Call the recruiter'],
    }),
  ],
  [
    'attributes: title, alt, data-*, value',
    ({ L, D, P }) => ({
      html: `<p><span title="${L}@${D}.com" data-phone="+${P}">Hover</span> <img alt="${L}@${D}.com" src="x.png"> <abbr title="${sp(P)}">abbr</abbr> <input value="${L}@${D}.com"> <button onclick="location='mailto:${L}@${D}.com'">Apply</button></p>`,
      canaries: [L, P.slice(0, 8)],
      partials: [D],
      survivors: ['Hover', 'abbr', 'Apply'],
    }),
  ],
  [
    'javascript: href and <meta>',
    ({ L, D }) => ({
      html: `<meta content="${L}@${D}.com"><p><a href="javascript:alert('${L}@${D}.com')">js link</a></p>`,
      canaries: [L],
      partials: [D],
      survivors: ['js link'],
    }),
  ],
  [
    '<iframe srcdoc> and <object>',
    ({ L, D }) => ({
      html: `<iframe srcdoc="&lt;p&gt;${L}@${D}.com&lt;/p&gt;"></iframe><object data="mailto:${L}@${D}.com">fallback text</object>`,
      canaries: [L],
      partials: [D],
    }),
  ],
  [
    'phone split by <span>',
    ({ P }) => ({
      html: `<p>${P.slice(0, 3)}<span>${P.slice(3, 6)}</span>${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone split by <br>',
    ({ P }) => ({
      html: `<p>${P.slice(0, 3)}<br>${P.slice(3, 6)}<br>${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone split over table cells',
    ({ P }) => ({
      html: `<table><tr><td>${P.slice(0, 3)}</td><td>${P.slice(3, 6)} ${P.slice(6, 9)}</td></tr></table>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone split over list items',
    ({ P }) => ({
      html: `<ol><li>${P.slice(0, 3)}</li><li>${P.slice(3, 6)}</li><li>${P.slice(6, 9)}</li></ol>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone with <b>+34</b>',
    ({ P }) => ({ html: `<p><b>+34</b> ${sp(P)}</p>`, canaries: [P.slice(0, 9)], digits: P.slice(0, 9) }),
  ],
  [
    'phone split by a comment',
    ({ P }) => ({
      html: `<p>${P.slice(0, 3)}<!-- x -->${P.slice(3, 6)} ${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone with &nbsp;',
    ({ P }) => ({
      html: `<p>${P.slice(0, 3)}&nbsp;${P.slice(3, 6)}&nbsp;${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone with &#45; dashes',
    ({ P }) => ({
      html: `<p>${P.slice(0, 3)}&#45;${P.slice(3, 6)}&#45;${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone digits as references',
    ({ P }) => ({
      html: `<p>Tel ${allRefs(P.slice(0, 9))}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone with <sub>',
    ({ P }) => ({
      html: `<p>${P.slice(0, 1)}<sub>${P.slice(1, 2)}</sub>${P.slice(2, 3)} ${P.slice(3, 6)} ${P.slice(6, 9)}</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'phone in <td>s of one row with label',
    ({ P }) => ({
      html: `<table><tr><th>Tel</th><td>+34</td><td>${sp(P)}</td></tr></table>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
    }),
  ],
  [
    'LinkedIn split by <span>',
    ({ H }) => ({ html: `<p>linked<span>in</span>.com/in/${H}</p>`, canaries: [H] }),
  ],
  [
    'LinkedIn host in <a>, path outside',
    ({ H }) => ({ html: `<p><a href="#">linkedin.com</a>/in/${H}</p>`, canaries: [H] }),
  ],
  ['Linked<b>In</b>: label split', ({ H }) => ({ html: `<p>Linked<b>In</b>: ${H}</p>`, canaries: [H] })],
  [
    'LinkedIn href with text',
    ({ H }) => ({
      html: `<p><a href="https://linkedin.com/in/${H}">my profile</a></p>`,
      canaries: [H],
      survivors: ['my profile'],
    }),
  ],
  [
    'comments hold contact data',
    ({ L, D, P }) => ({
      html: `<p>Visible<!-- ${L}@${D}.com ${sp(P)} --> text</p>`,
      canaries: [L, P.slice(0, 9)],
      partials: [D],
      survivors: ['Visible', 'text'],
    }),
  ],
  [
    'abrupt comment <!--> then contact',
    ({ L, D }) => ({
      html: `<p>Before</p><!--><p>${L}@${D}.com</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['Before'],
    }),
  ],
  [
    'unclosed comment at the end',
    ({ L, D }) => ({
      html: `<p>Kept</p><!-- ${L}@${D}.com`,
      canaries: [L],
      partials: [D],
      survivors: ['Kept'],
    }),
  ],
  [
    'CDATA section',
    ({ L, D }) => ({ html: `<p>A</p><![CDATA[ ${L}@${D}.com ]]><p>B</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'CDATA inside <svg>',
    ({ L, D }) => ({
      html: `<svg><![CDATA[${L}@${D}.com]]></svg><p>after svg</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['after svg'],
    }),
  ],
  [
    'CDATA inside <math>',
    ({ L, D }) => ({
      html: `<math><mi><![CDATA[${L}@${D}.com]]></mi></math><p>after math</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['after math'],
    }),
  ],
  [
    '<script> holds an address',
    ({ L, D }) => ({
      html: `<script>var e = "${L}@${D}.com";</script><p>after script</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['after script'],
    }),
  ],
  [
    '<script> with "</scr"+"ipt>" trick',
    ({ L, D }) => ({
      html: `<script>document.write("</scr"+"ipt>${L}@${D}.com")</script><p>done</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['done'],
    }),
  ],
  [
    '<style> holds a phone',
    ({ P }) => ({
      html: `<style>.x::after{content:"${sp(P)}"}</style><p>styled</p>`,
      canaries: [P.slice(0, 9)],
      digits: P.slice(0, 9),
      survivors: ['styled'],
    }),
  ],
  [
    '<noscript>, <template>, <textarea>, <title>',
    ({ L, D }) => ({
      html: `<noscript>${L}@${D}.com</noscript><template><p>${L}@${D}.com</p></template><textarea>${L}@${D}.com</textarea><title>${L}@${D}.com</title><p>body text</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['body text'],
    }),
  ],
  [
    '<xmp> raw text',
    ({ L, D }) => ({ html: `<xmp><b>${L}@${D}.com</b></xmp>`, canaries: [L], partials: [D] }),
  ],
  [
    '<plaintext> to the end',
    ({ L, D }) => ({
      html: `<p>Start</p><plaintext><b>${L}@${D}.com</b>`,
      canaries: [L],
      partials: [D],
      survivors: ['Start'],
    }),
  ],
  [
    'processing instruction <?php … ?>',
    ({ L, D }) => ({
      html: `<?php echo "${L}@${D}.com"; ?><p>php</p>`,
      canaries: [L],
      partials: [D],
      survivors: ['php'],
    }),
  ],
  [
    'bogus tag <user@host>',
    ({ L, D }) => ({ html: `<p>Mail <${L}@${D}.com> now</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'bogus tag <https://linkedin…>',
    ({ H }) => ({ html: `<p>See <https://linkedin.com/in/${H}> now</p>`, canaries: [H] }),
  ],
  [
    'unclosed <a href at the end',
    ({ H }) => ({
      html: `<p>Profile</p> <a href="https://linkedin.com/in/${H}`,
      canaries: [H],
      survivors: ['Profile'],
    }),
  ],
  [
    'end tag with attributes',
    ({ L, D }) => ({ html: `<p>x</p foo="${L}@${D}.com"><p>y</p>`, canaries: [L], partials: [D] }),
  ],
  [
    'escaped markup &lt;script&gt;',
    ({ H }) => ({
      html: `<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt; &lt;a href="https://linkedin.com/in/${H}"&gt;me&lt;/a&gt;</p>`,
      canaries: [H],
    }),
  ],
  [
    'double-encoded &amp;lt;b&amp;gt;',
    () => ({ html: '<p>&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; &amp;amp; &amp;#64;</p>', canaries: [] }),
  ],
  [
    'malformed tags',
    () => ({
      html: '<p>one <p/>two <<p>>three</p> < p>four</p> <div a=\'<b>\'>five</div> <p title="a>b">six</p> <scr<script>x</script>ipt>seven</script> 5 < 6 and 7 > 3 <3 love <p>unclosed <b>bold <i>italic',
      canaries: [],
      survivors: ['one', 'two', 'three', 'five', 'six', 'bold', 'italic'],
    }),
  ],
  [
    'layout: paragraphs, <br>, <hr>, headings, table, <pre>',
    () => ({
      html: '<h1>Head</h1><p>Para one</p><p>Para two</p>Line<br>break<br/>again<hr><table><tr><td>cell a</td><td>cell b</td></tr></table><pre>  keep   spaces </pre>',
      canaries: [],
      survivors: [
        'Head',
        'Para one',
        'Para two',
        'Line',
        'break',
        'again',
        'cell a | cell b',
        '  keep   spaces',
      ],
    }),
  ],
  [
    'nested inline tags',
    () => ({
      html: '<div><div><p><span><b><i><u>Deep text</u></i></b></span></p></div></div>',
      canaries: [],
      survivors: ['Deep text'],
    }),
  ],
  [
    'doctype, html, head, body',
    ({ L, D }) => ({
      html: `<!DOCTYPE html><html><head><title>T</title><meta name="author" content="${L}@${D}.com"></head><body><p>Body only</p></body></html>`,
      canaries: [L],
      partials: [D],
      survivors: ['Body only'],
    }),
  ],
  [
    'legacy references without ;',
    () => ({
      html: '<p>&amp &lt &gt &copy 2026 &reg &nbsp;x &eacute;t&eacute &ntilde</p>',
      canaries: [],
      survivors: ['© 2026', 'été'],
    }),
  ],
  [
    "numeric references and the standard's replacements",
    () => ({
      html: '<p>&#65; &#x41; &#X41; &#00065; &#128; &#150; &#0; &#xD800; &#x110000; &#99999999; &#65 &#x41 &#x20AC; &#8364;</p>',
      canaries: [],
      survivors: ['A A A A € –', '€ €'],
    }),
  ],
  [
    'malformed references',
    () => ({ html: '<p>&; &#; &#x; &#xZZ; &unknownentity; &AMP; &Amp; & amp; &amp;amp;</p>', canaries: [] }),
  ],
  [
    'survivors in HTML with references',
    () => ({
      html: '<h3>Enfermera en Espa&ntilde;a</h3><p>45.000&nbsp;&euro; &ndash; 55.000&nbsp;&euro;<br>Turno de noche, inicio 2024-05-01</p><ul><li>C# y .NET 8</li><li>Node 20.11</li><li>Terminal punto de venta</li></ul>',
      canaries: [],
      survivors: [
        'Enfermera en España',
        '45.000 € – 55.000 €',
        'Turno de noche, inicio 2024-05-01',
        'C# y .NET 8',
        'Node 20.11',
        'Terminal punto de venta',
      ],
    }),
  ],
];
function buildHtmlItems(): void {
  for (const [disguise, make] of HTML_FORMS) {
    const w = { L: word(), D: word(), H: word(), P: randomDigits(11) };
    const c = make(w);
    addItem({
      family: 'html',
      disguise,
      html: c.html,
      canaries: c.canaries,
      partials: c.partials ?? [],
      digits: c.digits,
      survivors: c.survivors,
      queries: unique(
        c.canaries.includes(w.L)
          ? [`${w.L}@${w.D}.com`, w.L]
          : c.canaries.includes(w.H)
            ? [w.H]
            : c.digits
              ? [c.digits, sp(w.P)]
              : c.canaries,
      ),
    });
  }
  // Every named character reference of the HTML standard, with and without its `;`.
  addItem({
    family: 'html',
    disguise: `every named reference (${NAMED_ENTITIES.length}) with ;`,
    html: `<p>${NAMED_ENTITIES.map((n) => `&${n};`).join(' ')}</p>`,
    canaries: [],
  });
  addItem({
    family: 'html',
    disguise: `every legacy reference (${LEGACY_ENTITIES.length}) without ;`,
    html: `<p>${LEGACY_ENTITIES.map((n) => `&${n} x`).join(' ')}</p>`,
    canaries: [],
  });
}

// ---------------------------------------------------------------------------------------------
// Ordinary text that must survive. `ambiguous`: a reader could argue either way; reported apart.

interface Survivor {
  text: string;
  ambiguous?: boolean;
}
const s = (text: string, ambiguous = false): Survivor => ({ text, ambiguous });
const SURVIVE = {
  name: [
    s("María José O'Neil-Smith"),
    s('Jan de Vries'),
    s('Zoë Saldaña'),
    s('Đặng Thị Ngọc Anh'),
    s('محمد علي'),
    s('李小龙'),
    s('Dot Cotton'),
    s('Marco Punto'),
    s('Anne-Marie St. John'),
    s('Ana Arroba Gómez'),
  ],
  headline: [
    s('Senior engineer at Booking.com since 2019'),
    s('Product manager at Yahoo since 2021'),
    s('Support lead at Outlook.com'),
    s('Designer at Proton'),
    s('Cloud architect at GMX'),
    s("Nurse at St. Mary's Hospital"),
    s('Chef de partie at Hotel Arts'),
    s('Data engineer (Node 20.11, Python 3.12)'),
    s('C#/.NET 8 developer'),
    s('Cajero punto de venta'),
    s('Verpleegkundige op locatie'),
    s('Operador de ponto de venda'),
    s('Manager at AT&T'),
    s('Engineer at Chat at Home Ltd'),
    s('Sales at Dot Com Solutions'),
    s('X-ray technician'),
    s('Line cook, 5+ years'),
    s('Signal processing engineer'),
    s('Backend engineer at Twitter, 2015-2019'),
    s('Recruiter at LinkedIn'),
    s('Engineer at iCloud team'),
    s('Analyst at Hotmail.com'),
    s('Marketing at Orange.fr'),
    s('Engineer at Yahoo.com'),
    s('Senior Phone Support'),
    s('Recruiter, Contact Center'),
  ],
  sentence: [
    s('Salary €45.000 gross, start 2024-05-01.'),
    s('Expected 45.000-55.000 EUR; bonus 20 %.'),
    s('Shift 09:00-17:30, 24/7 rota, 98% retention.'),
    s('Node.js 20.11.1, Windows 10.0.19041.1, v1.2.3 and Angular 17.3.0 in production.'),
    s('10 years of experience, 5+ years leading teams, ISO 9001 and ISO 27001:2022 audits.'),
    s('Skills: C#, .NET, C++, F#, ASP.NET, CI/CD, T-SQL, PL/SQL.'),
    s('Completed LinkedIn Learning and GitHub Actions courses; ran Instagram marketing and Facebook Ads.'),
    s('Budget 1.200.000 COP, 12 500 000 COP per year, R$ 8.500,00 monthly.'),
    s('Pay 30 000 – 40 000 PLN, 60 000 - 70 000 SEK, $120,000 or £35k.'),
    s('Dates: 01/05/2024, 01.05.2024, 2024/05/01, 05/2024 - 12/2025, 2019 – 2024.'),
    s('Experiencia con terminal punto de venta y caja.'),
    s('Ervaring met werken op locatie in Utrecht.'),
    s('Experiência com ponto de venda e atendimento.'),
    s('Used Spring annotations (@Autowired, @Override) and npm scopes @angular/core, @types/node.'),
    s('CSS with @media queries and @keyframes.'),
    s('Commit da39a3ee5e6b4b0d3255bfef95601890afd80709 and UUID 123e4567-e89b-12d3-a456-426614174000.'),
    s('Senior engineer at Booking.com since 2019, then at Yahoo until 2023.'),
    s('IPv4 192.168.100.200 and port 8080.'),
    s('Coordinates 40.4168, -3.7038; postcode 28013 Madrid, 1012 AB Amsterdam, SW1A 1AA London.'),
    s('Compact date 20240501 and ISO 3166-1 alpha-2.'),
    s('Worked 20-30 hours per week, 2x12h shifts.'),
    s('Population 3.300.000 inhabitants.'),
    s('Vendía 3 arrobas de café por semana.'),
    s('More at acme.com/careers and on linkedin.com.'),
    s('Team lead at Outlook Mobile, then at Gmail Ads.'),
    s('Budget ₹12,00,000 CTC and ¥6,000,000.'),
    s('Instagram: 3 years managing brand accounts.', true),
    s('Signal: strong DSP background.', true),
    s('GitHub: we use it daily for code review.', true),
    s('Twitter/X: social media manager for 4 brands.', true),
    s('ISBN 978-3-16-148410-0.', true),
    s('Order 4500012345 shipped.', true),
    s('IBAN ES91 2100 0418 4502 0005 1332.', true),
    s('Office hours 9.00-13.00 y 15.00-18.00.'),
    s('Timestamps 1700000000 and 1700000000123.', true),
  ],
  skill: [
    s('C#'),
    s('.NET'),
    s('Node.js'),
    s('C++'),
    s('F#'),
    s('ASP.NET Core'),
    s('CI/CD'),
    s('LinkedIn Learning'),
    s('GitHub Actions'),
    s('Instagram marketing'),
    s('Facebook Ads'),
    s('WhatsApp Business API'),
    s('Telegram bots'),
    s('Skype for Business'),
    s('Punto de venta'),
    s('Python 3.12'),
    s('ISO 27001:2022'),
    s('@angular/core'),
    s('Spring @Transactional'),
    s('Objective-C'),
    s('X-ray'),
    s('Line management'),
  ],
  location: [
    s('St. Louis, MO'),
    s('Washington, D.C.'),
    s("'s-Hertogenbosch, NL"),
    s('Zürich 8001'),
    s('São Paulo, SP'),
    s('Córdoba, Argentina'),
    s('Saint-Jean-de-Luz'),
    s('Madrid 28013'),
    s('1012 AB Amsterdam'),
    s('Ciudad de México, CDMX'),
  ],
  title: [
    s('Enfermera/o (m/f/d)'),
    s('Senior .NET Developer (C#)'),
    s('Node.js Engineer, Node 20.11'),
    s('Cajero/a punto de venta'),
    s('Verpleegkundige op locatie'),
    s('Chef de partie'),
    s('Operador de ponto de venda'),
    s('Data Analyst, start 2024-05-01'),
    s('Nurse, €45.000'),
    s('Driver 24/7'),
  ],
  company: [
    s('AT&T'),
    s('Chat at Home Ltd'),
    s('Procter & Gamble'),
    s('Booking.com'),
    s('Dot Com Solutions S.L.'),
    s('Yahoo'),
    s('Arroba Digital S.L.'),
    s('Point at Sea B.V.'),
    s('3M'),
    s('Proton AG'),
  ],
  occupation: [
    s('Registered nurse'),
    s('Software developer'),
    s('Cashier'),
    s('Chef de partie'),
    s('Line cook'),
  ],
  family: [s('Healthcare'), s('Information technology'), s('Retail'), s('Hospitality & Food')],
};
/** Each list is walked in turn, so every entry is used about as often as the others. */
const rotations = new Map<Survivor[], number>();
const next = (list: Survivor[]): Survivor => {
  const at = rotations.get(list) ?? 0;
  rotations.set(list, at + 1);
  return list[at % list.length] as Survivor;
};

// ---------------------------------------------------------------------------------------------
// Records: every item in every text field of a candidate and of two jobs (HTML and plain text).

type FieldKind = 'short' | 'running' | 'description' | 'skills' | 'list' | 'url' | 'id';
interface FieldSpec {
  kind: FieldKind;
  input: string | string[] | null;
  /** Ordinary text that must be in the field's answer. */
  survivors: Survivor[];
  /** The answer must equal the input (a clean field). */
  exact?: boolean;
}
type Purpose = 'main' | 'html' | 'url' | 'clean' | 'probe' | 'private-probe' | 'id-injection' | 'robustness';
interface RecordSpec {
  key: string;
  family: 'candidate' | 'job';
  purpose: Purpose;
  anchor: string;
  items: Item[];
  fields: Record<string, FieldSpec>;
  input: Record<string, unknown>;
  insertError?: string;
}
const records: RecordSpec[] = [];
const privateCanaries: { canary: string; where: string }[] = [];

function privateCandidateFields(): Record<string, string> {
  const L = word();
  const D = word();
  const P = randomDigits(9);
  const H = word();
  privateCanaries.push(
    { canary: L, where: 'candidate email (private field)' },
    { canary: D, where: 'candidate email domain (private field)' },
    { canary: P, where: 'candidate phone (private field)' },
    { canary: H, where: 'candidate linkedinUrl (private field)' },
  );
  return { email: `${L}@${D}.com`, phone: `+34 ${sp(P)}`, linkedinUrl: `https://www.linkedin.com/in/${H}` };
}
function privateJobFields(): Record<string, string> {
  const L = word();
  const D = word();
  const P = randomDigits(9);
  privateCanaries.push(
    { canary: L, where: 'job recruiterEmail (private field)' },
    { canary: D, where: 'job recruiterEmail domain (private field)' },
    { canary: P, where: 'job recruiterPhone (private field)' },
  );
  return { recruiterEmail: `${L}@${D}.com`, recruiterPhone: `+34 ${sp(P)}` };
}
const escapeLt = (t: string): string => t.replace(/</g, '&lt;');
const escapeHtml = (t: string): string =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inUrl = (t: string): string => `${CDN}/clips/${encodeURIComponent(t)}.mp4`;
let cleanUrlTurn = 0;
const cleanUrl = (): string => CLEAN_URLS[cleanUrlTurn++ % CLEAN_URLS.length] as string;

function fieldsToInput(
  fields: Record<string, FieldSpec>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fields)) if (k !== 'candidateId' && k !== 'slug') input[k] = f.input;
  return { ...input, ...extra };
}
function addRecord(spec: Omit<RecordSpec, 'input' | 'key'>, extra: Record<string, unknown> = {}): RecordSpec {
  const record: RecordSpec = {
    ...spec,
    key: `${spec.family}:${spec.purpose}:${spec.anchor}`,
    input: fieldsToInput(spec.fields, extra),
  };
  records.push(record);
  return record;
}
const A = (anchorWord: string): Survivor => s(anchorWord);
/** The fields that make a record findable by its anchor and hold nothing else. */
function anchorFields(family: 'candidate' | 'job', a: string, exact = false): Record<string, FieldSpec> {
  return family === 'candidate'
    ? {
        headline: { kind: 'short', input: a, survivors: [A(a)], exact },
        topSkills: { kind: 'skills', input: [a], survivors: [A(a)], exact },
      }
    : {
        title: { kind: 'short', input: a, survivors: [A(a)], exact },
        occupationTitles: { kind: 'list', input: [a], survivors: [A(a)], exact },
      };
}

function mainRecords(item: Item): void {
  const T = item.text as string;
  {
    const anchorWord = anchor();
    const name = next(SURVIVE.name);
    const hl = next(SURVIVE.headline);
    const [sa, sb] = [next(SURVIVE.sentence), next(SURVIVE.sentence)];
    const [k1, k2, k3] = [next(SURVIVE.skill), next(SURVIVE.skill), next(SURVIVE.skill)];
    const loc = next(SURVIVE.location);
    addRecord(
      {
        family: 'candidate',
        purpose: 'main',
        anchor: anchorWord,
        items: [item],
        fields: {
          displayName: { kind: 'short', input: `${name.text} ${T}`, survivors: [name] },
          headline: {
            kind: 'short',
            input: `${anchorWord} · ${hl.text} ${T}`,
            survivors: [A(anchorWord), hl],
          },
          summary: { kind: 'running', input: `${sa.text} ${T} ${sb.text}`, survivors: [sa, sb] },
          topSkills: {
            kind: 'skills',
            input: [anchorWord, k1.text, T, `${k2.text} ${T}`, k3.text],
            survivors: [A(anchorWord), k1, k3],
          },
          locationName: { kind: 'short', input: `${loc.text}, ${T}`, survivors: [loc] },
          videoUrl: { kind: 'url', input: inUrl(T), survivors: [] },
          thumbnailUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
          profileUrl: {
            kind: 'url',
            input: `https://www.platform.example/talent/${anchorWord}`,
            survivors: [],
            exact: true,
          },
        },
      },
      privateCandidateFields(),
    );
  }
  for (const variant of ['html', 'plain'] as const) {
    const anchorWord = anchor();
    const ti = next(SURVIVE.title);
    const ti2 = next(SURVIVE.title);
    const [sa, sb] = [next(SURVIVE.sentence), next(SURVIVE.sentence)];
    const co = next(SURVIVE.company);
    const author = next(SURVIVE.name);
    const loc = next(SURVIVE.location);
    const occ = next(SURVIVE.occupation);
    const fam = next(SURVIVE.family);
    const description =
      variant === 'html'
        ? `<h3>${escapeHtml(ti2.text)}</h3><p>${escapeHtml(sa.text)}</p><p>${item.html ?? (T.includes('<') ? escapeLt(T) : T)}</p><ul><li>${escapeHtml(sb.text)}</li></ul>`
        : `${sa.text}\n${T}\n${sb.text}`;
    addRecord(
      {
        family: 'job',
        purpose: 'main',
        anchor: anchorWord,
        items: [item],
        fields: {
          title: { kind: 'short', input: `${anchorWord} ${ti.text} ${T}`, survivors: [A(anchorWord), ti] },
          description: {
            kind: 'description',
            input: description,
            survivors: variant === 'html' ? [ti2, sa, sb] : [sa, sb],
          },
          companyName: { kind: 'short', input: `${co.text} ${T}`, survivors: [co] },
          authorName: { kind: 'short', input: `${author.text} ${T}`, survivors: [author] },
          locationName: { kind: 'short', input: `${loc.text}, ${T}`, survivors: [loc] },
          occupationTitles: {
            kind: 'list',
            input: [anchorWord, `${occ.text} ${T}`],
            survivors: [A(anchorWord), occ],
          },
          occupationFamilies: { kind: 'list', input: [`${fam.text} ${T}`], survivors: [fam] },
          videoUrl: { kind: 'url', input: inUrl(T), survivors: [] },
          thumbnailUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
        },
      },
      { ...privateJobFields(), ...(variant === 'plain' ? { language: 'es' } : {}) },
    );
  }
}
function htmlRecord(item: Item): void {
  const anchorWord = anchor();
  const ti = next(SURVIVE.title);
  addRecord({
    family: 'job',
    purpose: 'html',
    anchor: anchorWord,
    items: [item],
    fields: {
      title: {
        kind: 'short',
        input: `${anchorWord} ${ti.text}`,
        survivors: [A(anchorWord), ti],
        exact: true,
      },
      description: {
        kind: 'description',
        input: item.html as string,
        survivors: (item.survivors ?? []).map((t) => s(t)),
      },
      occupationTitles: { kind: 'list', input: [anchorWord], survivors: [A(anchorWord)], exact: true },
    },
  });
}
function urlRecords(item: Item): void {
  const u = item.url as string;
  const ca = anchor();
  addRecord({
    family: 'candidate',
    purpose: 'url',
    anchor: ca,
    items: [item],
    fields: {
      ...anchorFields('candidate', ca, true),
      videoUrl: { kind: 'url', input: u, survivors: [] },
      thumbnailUrl: { kind: 'url', input: u, survivors: [] },
      avatarUrl: { kind: 'url', input: u, survivors: [] },
      profileUrl: { kind: 'url', input: u, survivors: [] },
    },
  });
  const ja = anchor();
  addRecord({
    family: 'job',
    purpose: 'url',
    anchor: ja,
    items: [item],
    fields: {
      ...anchorFields('job', ja, true),
      videoUrl: { kind: 'url', input: u, survivors: [] },
      thumbnailUrl: { kind: 'url', input: u, survivors: [] },
    },
  });
}
function cleanRecords(): void {
  const sentences = SURVIVE.sentence;
  for (let i = 0; i * 4 < sentences.length; i++) {
    const chunk = sentences.slice(i * 4, i * 4 + 4);
    const ca = anchor();
    const name = next(SURVIVE.name);
    const hl = next(SURVIVE.headline);
    const skills = [next(SURVIVE.skill), next(SURVIVE.skill), next(SURVIVE.skill), next(SURVIVE.skill)];
    const loc = next(SURVIVE.location);
    addRecord({
      family: 'candidate',
      purpose: 'clean',
      anchor: ca,
      items: [],
      fields: {
        displayName: { kind: 'short', input: name.text, survivors: [name], exact: true },
        headline: { kind: 'short', input: `${ca} · ${hl.text}`, survivors: [A(ca), hl], exact: true },
        summary: {
          kind: 'running',
          input: chunk.map((c) => c.text).join(' '),
          survivors: chunk,
          exact: true,
        },
        topSkills: {
          kind: 'skills',
          input: [ca, ...skills.map((k) => k.text)],
          survivors: [A(ca), ...skills],
          exact: true,
        },
        locationName: { kind: 'short', input: loc.text, survivors: [loc], exact: true },
        videoUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
        thumbnailUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
        avatarUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
        profileUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
      },
    });
    for (const variant of ['html', 'plain'] as const) {
      const ja = anchor();
      const ti = next(SURVIVE.title);
      const co = next(SURVIVE.company);
      const author = next(SURVIVE.name);
      const jl = next(SURVIVE.location);
      const occ = next(SURVIVE.occupation);
      const fam = next(SURVIVE.family);
      addRecord({
        family: 'job',
        purpose: 'clean',
        anchor: ja,
        items: [],
        fields: {
          title: { kind: 'short', input: `${ja} ${ti.text}`, survivors: [A(ja), ti], exact: true },
          description: {
            kind: 'description',
            input:
              variant === 'html'
                ? chunk.map((c) => `<p>${escapeHtml(c.text)}</p>`).join('')
                : chunk.map((c) => c.text).join('\n'),
            survivors: chunk,
            exact: variant === 'plain',
          },
          companyName: { kind: 'short', input: co.text, survivors: [co], exact: true },
          authorName: { kind: 'short', input: author.text, survivors: [author], exact: true },
          locationName: { kind: 'short', input: jl.text, survivors: [jl], exact: true },
          occupationTitles: { kind: 'list', input: [ja, occ.text], survivors: [A(ja), occ], exact: true },
          occupationFamilies: { kind: 'list', input: [fam.text], survivors: [fam], exact: true },
          videoUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
          thumbnailUrl: { kind: 'url', input: cleanUrl(), survivors: [], exact: true },
        },
      });
    }
  }
}
/** Probe records: the item is the only text besides an anchor the queries never name. */
function probeRecords(item: Item): void {
  const body = item.text ?? item.html;
  if (body === undefined) return;
  if (item.text !== undefined) {
    const ca = anchor();
    addRecord({
      family: 'candidate',
      purpose: 'probe',
      anchor: ca,
      items: [item],
      fields: {
        ...anchorFields('candidate', ca),
        summary: { kind: 'running', input: item.text, survivors: [] },
      },
    });
  }
  const ja = anchor();
  addRecord({
    family: 'job',
    purpose: 'probe',
    anchor: ja,
    items: [item],
    fields: {
      ...anchorFields('job', ja),
      description: { kind: 'description', input: body, survivors: [] },
      ...(item.text !== undefined && item.text.length <= 280
        ? { locationName: { kind: 'short' as const, input: item.text, survivors: [] } }
        : {}),
    },
  });
}
function privateProbeRecords(): void {
  const ca = anchor();
  addRecord(
    {
      family: 'candidate',
      purpose: 'private-probe',
      anchor: ca,
      items: [],
      fields: {
        ...anchorFields('candidate', ca),
      },
    },
    privateCandidateFields(),
  );
  const ja = anchor();
  addRecord(
    {
      family: 'job',
      purpose: 'private-probe',
      anchor: ja,
      items: [],
      fields: {
        ...anchorFields('job', ja),
      },
    },
    privateJobFields(),
  );
}
/** Ids and slugs chosen by whoever inserts the record (`/_emulator/...`): do they come out as given? */
const INJECTED: {
  family: 'candidate' | 'job';
  field: 'candidateId' | 'slug';
  value: string;
  what: string;
  canary: string;
}[] = [];
function idInjectionRecords(): void {
  const X = hex24();
  const L = word();
  const D = word();
  const P = randomDigits(9);
  const cases: {
    family: 'candidate' | 'job';
    field: 'candidateId' | 'slug';
    value: string;
    what: string;
    canary: string;
  }[] = [
    { family: 'candidate', field: 'candidateId', value: `pc1.${X}`, what: 'a raw platform id', canary: X },
    {
      family: 'candidate',
      field: 'candidateId',
      value: `pc1.${L}-at-${D}-dot-com`,
      what: 'an address',
      canary: L,
    },
    { family: 'candidate', field: 'candidateId', value: `pc1.tel-${P}`, what: 'a phone', canary: P },
    { family: 'job', field: 'slug', value: hex24(), what: 'a raw platform id', canary: '' },
    { family: 'job', field: 'slug', value: `nurse-${word()}-at-gmail-com`, what: 'an address', canary: '' },
    { family: 'job', field: 'slug', value: `nurse-call-${randomDigits(9)}`, what: 'a phone', canary: '' },
  ];
  for (const c of cases) {
    if (c.canary === '') c.canary = c.value.match(/[0-9a-f]{24}|zq[a-z]{6}|\d{9}/)?.[0] ?? c.value;
    INJECTED.push(c);
    const a = anchor();
    addRecord(
      {
        family: c.family,
        purpose: 'id-injection',
        anchor: a,
        items: [],
        fields:
          c.family === 'candidate'
            ? {
                ...anchorFields('candidate', a),
                candidateId: { kind: 'id', input: c.value, survivors: [] },
              }
            : {
                ...anchorFields('job', a),
                slug: { kind: 'id', input: c.value, survivors: [] },
              },
      },
      { [c.field]: c.value },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The emulator and the two surfaces.

type Emulator = Awaited<ReturnType<typeof createEmulator>>;
interface Session {
  emu: Emulator;
  key: string;
}
/** An emulator with the search quotas off, a platinum organization and a key with both search scopes. */
async function newSession(): Promise<Session> {
  const emu = await createEmulator({
    quotas: {
      'candidate-search': { daily: Infinity, burstPerMinute: Infinity, perIpPerMinute: Infinity },
      'job-search': { daily: Infinity, burstPerMinute: Infinity, perIpPerMinute: Infinity },
    },
  });
  const org = await emu.createOrg({ plan: 'platinum' });
  const { key } = await emu.createKey(org.id, { scopes: ['candidate-search:read', 'job-search:read'] });
  return { emu, key };
}
/** `POST /api/v3.0/<family>-search/public/search`: the rows of a 200, timed. */
async function searchRest(
  { emu, key }: Session,
  family: 'candidate' | 'job',
  body: Record<string, unknown>,
): Promise<{ rows: Row[]; status: number; ms: number; text: string }> {
  const path = family === 'candidate' ? 'candidate-search' : 'job-search';
  const started = performance.now();
  const res = await emu.fetch(
    new Request(`${emu.baseUrl}/api/v3.0/${path}/public/search`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) return { rows: [], status: res.status, ms, text };
  const json = JSON.parse(text) as { results?: Row[]; jobs?: Row[] };
  return { rows: (family === 'candidate' ? json.results : json.jobs) ?? [], status: res.status, ms, text };
}
const main = await newSession();
const { emu: emulator, key } = main;

interface Timing {
  surface: string;
  ms: number;
  status: number;
  what: string;
}
const timings: Timing[] = [];
const statusProblems: { surface: string; status: number; what: string; body: string }[] = [];
type Row = Record<string, unknown>;

async function rest(
  family: 'candidate' | 'job',
  body: Record<string, unknown>,
  what: string,
): Promise<{ rows: Row[]; status: number; ms: number }> {
  const answer = await searchRest(main, family, body);
  const surface = `REST ${family}-search`;
  timings.push({ surface, ms: answer.ms, status: answer.status, what });
  if (answer.status !== 200)
    statusProblems.push({ surface, status: answer.status, what, body: answer.text.slice(0, 300) });
  return answer;
}
async function mcp(
  family: 'candidate' | 'job',
  args: Record<string, unknown>,
  what: string,
): Promise<{ rows: Row[]; text: string; status: number; isError: boolean }> {
  const tool = family === 'candidate' ? 'search_candidates' : 'search_jobs';
  const started = performance.now();
  const res = await emulator.fetch(
    new Request(`${emulator.baseUrl}/mcp`, {
      method: 'POST',
      headers: {
        'x-api-key': key,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: tool, arguments: args },
      }),
    }),
  );
  const raw = await res.text();
  const ms = performance.now() - started;
  timings.push({ surface: `MCP ${tool}`, ms, status: res.status, what });
  let parsed: {
    result?: {
      content?: { type: string; text?: string }[];
      structuredContent?: Record<string, Row[]>;
      isError?: boolean;
    };
    error?: unknown;
  } = {};
  try {
    parsed = JSON.parse(raw);
  } catch {
    statusProblems.push({
      surface: `MCP ${tool}`,
      status: res.status,
      what,
      body: `not JSON: ${raw.slice(0, 200)}`,
    });
  }
  const result = parsed.result;
  if (res.status !== 200 || !result || result.isError) {
    statusProblems.push({ surface: `MCP ${tool}`, status: res.status, what, body: raw.slice(0, 300) });
  }
  const text = (result?.content ?? []).map((c) => c.text ?? '').join('\n');
  const rows =
    (family === 'candidate' ? result?.structuredContent?.candidates : result?.structuredContent?.jobs) ?? [];
  return { rows, text, status: res.status, isError: Boolean(result?.isError) };
}

// ---------------------------------------------------------------------------------------------
// Detectors (strict, independent of the product's scrubber).

const MARKER = '[contact hidden]';
const KNOWN_ENTITY = new Set([...NAMED_ENTITIES, ...LEGACY_ENTITIES]);
interface Hit {
  detector: string;
  match: string;
}
const PROFILE_HOSTS =
  'linkedin|lnkd|t|telegram|wa|whatsapp|signal|line|discord|discordapp|instagram|instagr|twitter|x|facebook|fb|m|messenger|github|gitlab|bitbucket|codeberg|calendly|cal|zcal|savvycal|skype|tiktok|snapchat|threads|bsky|mastodon|xing|youtube|medium|linktr|about|keybase|vk|reddit|behance|dribbble|stackoverflow|zoom|wellfound|angel|upwork|fiverr|nitter|teams\\.microsoft|meet\\.google|wa\\.link';
const RE = {
  email: /[\p{L}\p{N}._%+'"-]+\s?@\s?[\p{L}\p{N}-]{2,}(?:\s?\.\s?[\p{L}\p{N}-]+)*/gu,
  obfuscatedEmail:
    /[\p{L}\p{N}._-]{2,}\s*[([{<_-]?\s*\b(?:at|arroba|arobase|apenstaartje|apestaart|chiocciola|klammeraffe|kukac|snabel-a|собака)\b\s*[)\]}>_-]?\s*[\p{L}\p{N}-]{2,}\s*[([{<_-]?\s*\b(?:dot|punto|ponto|punt|point|punkt|pont|точка|period)\b\s*[)\]}>_-]?\s*[a-z]{2,}\b/giu,
  phone: /\+?\d(?:[\s.\-/()_·|•–—]{0,3}\d){6,}/g,
  profileUrl: new RegExp(
    `(?:^|[^\\p{L}\\p{N}.])(?:[a-z0-9-]+\\.)*(?:${PROFILE_HOSTS})\\s?\\.\\s?(?:com|in|me|gg|am|net|app|social|ee|io|co|org|us|link|group)\\s?/\\s?[^\\s)]+`,
    'giu',
  ),
  scheme: /\b(?:mailto|tel|sms|callto|skype|whatsapp|tg|viber|facetime|signal|weixin|line|live):\s?\S+/gi,
  labelled:
    /(?:^|[^\p{L}])(?:linkedin|li|skype|telegram|tg|whatsapp|wa|signal|wechat|weixin|vx|wx|微信号?|line|discord|instagram|insta|ig|twitter|x|facebook|fb|github|gitlab|snapchat|tiktok|viber|kakao(?:talk)?|zalo|qq|threads|bluesky|mastodon|xing|messenger)(?:\s*(?:id|handle|username|user|profile|perfil|usuario|profiel))?\s*[:：=]\s*(?!\[contact hidden\])([^\s,;]+)/giu,
  atHandle: /(?:^|[\s(])[@＠][\p{L}\p{N}_][\p{L}\p{N}_.]+/gu,
  discordTag: /[\p{L}\p{N}_.]{2,}#\d{4}\b/gu,
  hex24: /[0-9a-f]{24}/gi,
  /** The marker against what is left of an address (`[contact hidden].com`, `x[contact hidden]`, a TLD on the next line). */
  markerGlued:
    /\[contact hidden\][^\s.,;:!?)\]}>"'»”’|•–—-]|[^\s([{<"'«“‘|•:：=/]\[contact hidden\]|\[contact hidden\]\s*[.．。]\s*(?:(?:[a-z]\s){1,3}[a-z]\b|[a-z]{2,3}\b(?!\s+[A-Za-z])|(?:com|net|org|info|biz)\b)/gu,
  /** A group of a phone left after the part that was hidden (`[contact hidden] 822 now`). */
  digitsAfterMarker: /\[contact hidden\][ \u00a0\-.]?\d{2,}/g,
  tag: /<\/?[a-z!?][^\s>]*/gi,
  namedRef: /&([A-Za-z][A-Za-z0-9]{1,31});?/g,
  numericRef: /&#(?:\d+|[xX][0-9a-fA-F]+);?/g,
};
function genericHits(raw: string, opts: { html: boolean }): Hit[] {
  const hits: Hit[] = [];
  const view = fold(raw);
  const push = (detector: string, re: RegExp, text: string, group = 0): void => {
    for (const m of text.matchAll(re)) {
      const match = (m[group] ?? m[0]).trim();
      if (!match || match === MARKER.toLowerCase()) continue;
      if (detector === 'phone' && (match.match(/\d/g)?.length ?? 0) < 7) continue;
      hits.push({ detector, match });
    }
  };
  // Pre-checks keep the backtracking patterns off texts that cannot match (long digit runs).
  if (view.includes('@')) push('e-mail-like token', RE.email, view);
  if (
    /\b(?:at|arroba|arobase|apenstaartje|apestaart|chiocciola|klammeraffe|kukac|snabel-a|собака)\b/iu.test(
      view,
    )
  )
    push('obfuscated e-mail', RE.obfuscatedEmail, view);
  push('7+ digit run', RE.phone, view);
  push('profile URL', RE.profileUrl, view);
  push('contact URI scheme', RE.scheme, view);
  push('labelled handle', RE.labelled, view, 1);
  push('@handle', RE.atHandle, view);
  if (view.includes('#')) push('Discord tag', RE.discordTag, view);
  push('24-hex id', RE.hex24, view);
  push('marker glued to a leftover', RE.markerGlued, raw.toLowerCase());
  push('digits left beside the marker', RE.digitsAfterMarker, raw);
  if (opts.html) {
    push('HTML tag left', RE.tag, raw);
    for (const m of raw.matchAll(RE.numericRef))
      hits.push({ detector: 'numeric reference left', match: m[0] });
    for (const m of raw.matchAll(RE.namedRef)) {
      const name = m[1] as string;
      if (KNOWN_ENTITY.has(name) || KNOWN_ENTITY.has(`${name}`))
        hits.push({ detector: 'named reference left', match: m[0] });
      else if (m[0].endsWith(';'))
        hits.push({ detector: 'unknown &name; left (not a reference)', match: m[0] });
    }
  }
  return hits;
}
/** The digits of a phone: does most of it come out (a partial leak)? */
function phoneRemnant(outputDigits: string, digits: string): string | undefined {
  const n = Math.max(5, Math.ceil(digits.length * 0.6));
  for (let len = digits.length - 1; len >= n; len--)
    for (let i = 0; i + len <= digits.length; i++) {
      const w = digits.slice(i, i + len);
      if (outputDigits.includes(w)) return w;
    }
  return undefined;
}
const normalizeSpace = (t: string): string => t.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------
// Findings.

type FindingKind =
  | 'leak'
  | 'partial leak'
  | 'private field leak'
  | 'generic detector'
  | 'HTML left'
  | 'over-scrub'
  | 'over-scrub (ambiguous text)'
  | 'changed clean field'
  | 'not found by its anchor'
  | 'insert rejected'
  | 'surfaces differ'
  | 'findable by hidden contact data'
  | 'injected id or slug shown'
  | 'inconsistent';
interface Finding {
  kind: FindingKind;
  surface: string;
  record: string;
  purpose: Purpose;
  recordFamily: 'candidate' | 'job';
  field: string;
  itemId?: number;
  itemFamily?: Family;
  disguise?: string;
  documentedGap?: string;
  input?: unknown;
  output?: unknown;
  detail: string;
}
const findings: Finding[] = [];
const show = (v: unknown, max = 260): string => {
  const j = JSON.stringify(v) ?? 'undefined';
  return j.length > max ? `${j.slice(0, max)}…(${j.length} chars)` : j;
};
const asText = (v: unknown): string => (Array.isArray(v) ? v.join('\n') : typeof v === 'string' ? v : '');
const fieldOf = (row: Row, field: string): unknown =>
  field === 'profileUrl' ? ('profileUrl' in row ? row.profileUrl : row.cazumeUrl) : row[field];
const NOT_TEXT = new Set([
  'createdAt',
  'refreshedAt',
  'updatedAt',
  'matchTier',
  'applyUrl',
  'candidateId',
  'matchedSkills',
]);

function analyzeRow(record: RecordSpec, row: Row, surface: string): void {
  const base = { surface, record: record.key, purpose: record.purpose, recordFamily: record.family };
  const allSurvivorTexts = Object.values(record.fields)
    .flatMap((f) => f.survivors.map((x) => x.text))
    .sort((a, b) => b.length - a.length);
  const leakedFields = new Set<string>();
  // 1. Canaries of the record's items, in every field of the answer (slug and applyUrl included).
  for (const [field, value] of Object.entries(row)) {
    const out = asText(value);
    if (!out) continue;
    const squashed = squash(out);
    let residual = out;
    for (const t of allSurvivorTexts) residual = residual.split(t).join(' ');
    const residualDigits = fold(residual).replace(/\D/g, '');
    for (const item of record.items) {
      const spec = record.fields[field];
      const itemBase = {
        ...base,
        field,
        itemId: item.id,
        itemFamily: item.family,
        disguise: item.disguise,
        documentedGap: item.documentedGap,
      };
      const leaked = item.canaries.find((c) => c && squashed.includes(squash(c)));
      if (leaked) {
        leakedFields.add(field);
        findings.push({
          ...itemBase,
          kind: 'leak',
          input: spec?.input ?? '(derived field)',
          output: value,
          detail: `shows ${show(leaked)}`,
        });
        continue;
      }
      const partial = item.partials.find((p) => p && squashed.includes(squash(p)));
      const remnant = item.digits ? phoneRemnant(residualDigits, item.digits) : undefined;
      if (partial || remnant) {
        leakedFields.add(field);
        findings.push({
          ...itemBase,
          kind: 'partial leak',
          input: spec?.input ?? '(derived field)',
          output: value,
          detail: partial
            ? `shows the domain ${show(partial)}`
            : `shows ${remnant?.length} of the ${item.digits?.length} digits (${remnant})`,
        });
      }
    }
  }
  const rowJson = JSON.stringify(row);
  const rowSquashed = squash(rowJson);
  for (const p of privateCanaries)
    if (rowSquashed.includes(squash(p.canary)))
      findings.push({
        ...base,
        kind: 'private field leak',
        field: '*',
        output: row,
        detail: `${p.where}: ${p.canary}`,
      });
  // 2. Ordinary text and clean fields.
  for (const [field, spec] of Object.entries(record.fields)) {
    if (spec.kind === 'id') continue;
    const value = fieldOf(row, field);
    const out = asText(value);
    for (const sv of spec.survivors) {
      const present =
        spec.kind === 'skills'
          ? Array.isArray(value) && value.includes(sv.text)
          : normalizeSpace(out).includes(normalizeSpace(sv.text));
      if (!present)
        findings.push({
          ...base,
          field,
          kind: sv.ambiguous ? 'over-scrub (ambiguous text)' : 'over-scrub',
          itemId: record.items[0]?.id,
          itemFamily: record.items[0]?.family,
          disguise: record.items[0]?.disguise,
          input: spec.input,
          output: value ?? null,
          detail: `lost ${show(sv.text)}`,
        });
    }
    if (spec.exact && JSON.stringify(value ?? null) !== JSON.stringify(spec.input))
      findings.push({
        ...base,
        field,
        kind: 'changed clean field',
        input: spec.input,
        output: value ?? null,
        detail: 'a field without contact data came out changed',
      });
  }
  // 3. Generic detectors, on what is left once the ordinary text placed there is taken out.
  for (const [field, value] of Object.entries(row)) {
    if (NOT_TEXT.has(field) || leakedFields.has(field)) continue;
    const raw = asText(value);
    if (!raw) continue;
    let residual = raw;
    for (const t of allSurvivorTexts) residual = residual.split(t).join(' ');
    residual = residual.split(MARKER).join(' ');
    if (CLEAN_URLS.includes(raw)) continue;
    const isDescription = field === 'description';
    const hits = genericHits(residual, { html: isDescription }).filter(
      (h) =>
        h.detector !== 'marker glued to a leftover' &&
        h.detector !== 'digits left beside the marker' &&
        !(field === 'slug' && h.detector === '7+ digit run'),
    );
    for (const m of raw.matchAll(RE.markerGlued))
      hits.push({ detector: 'marker glued to a leftover', match: m[0] });
    for (const m of raw.matchAll(RE.digitsAfterMarker))
      hits.push({ detector: 'digits left beside the marker', match: m[0] });
    for (const h of hits) {
      const spec = record.fields[field];
      findings.push({
        ...base,
        field,
        kind: /reference|tag/i.test(h.detector) ? 'HTML left' : 'generic detector',
        itemId: record.items[0]?.id,
        itemFamily: record.items[0]?.family,
        disguise: record.items[0]?.disguise,
        input: spec?.input ?? '(derived field)',
        output: value,
        detail: `${h.detector}: ${show(h.match, 120)}`,
      });
    }
  }
  // 4. A URL field nulled must not leave hasVideo true.
  if (record.family === 'candidate' && row.hasVideo === true && !row.videoUrl)
    findings.push({
      ...base,
      field: 'hasVideo',
      kind: 'inconsistent',
      output: { hasVideo: row.hasVideo, videoUrl: row.videoUrl },
      detail: 'hasVideo true without a videoUrl',
    });
}
function analyzeText(record: RecordSpec, text: string, surface: string): void {
  const base = {
    surface,
    record: record.key,
    purpose: record.purpose,
    recordFamily: record.family,
    field: '(text block)',
  };
  const squashed = squash(text);
  for (const item of record.items) {
    const leaked = item.canaries.find((c) => c && squashed.includes(squash(c)));
    if (leaked)
      findings.push({
        ...base,
        kind: 'leak',
        itemId: item.id,
        itemFamily: item.family,
        disguise: item.disguise,
        documentedGap: item.documentedGap,
        output: text,
        detail: `shows ${show(leaked)}`,
      });
  }
  for (const p of privateCanaries)
    if (squashed.includes(squash(p.canary)))
      findings.push({ ...base, kind: 'private field leak', output: text, detail: `${p.where}: ${p.canary}` });
}
const rowOf = (rows: Row[], anchorWord: string): Row | undefined =>
  rows.find((r) => JSON.stringify(r).includes(anchorWord));
/** Is the row found because the query shares a visible word with it? */
function sharesVisibleWord(row: Row, query: string): string | undefined {
  const visible = new Set(
    fold(
      Object.entries(row)
        .filter(([k]) => !NOT_TEXT.has(k) && k !== 'slug')
        .map(([, v]) => asText(v))
        .join(' '),
    )
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 1),
  );
  for (const w of fold(query).split(/[^\p{L}\p{N}]+/u)) {
    if (w.length < 1) continue;
    if (visible.has(w)) return w;
    for (const v of visible)
      if (w.length >= 4 && v.length >= 4 && v.startsWith(w.slice(0, 4)) && w.startsWith(v.slice(0, 4)))
        return `${w}~${v}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Run: build, insert, search, analyse.

buildEmailItems();
buildPhoneItems();
buildHandleItems();
buildIdItems();
buildUrlItems();
buildHtmlItems();
for (const item of items) {
  if (item.family === 'url-field') urlRecords(item);
  else if (item.text !== undefined) mainRecords(item);
  else htmlRecord(item);
  probeRecords(item);
}
cleanRecords();
for (let i = 0; i < 3; i++) privateProbeRecords();
idInjectionRecords();
const selected = QUICK ? records.filter((_, i) => i % 7 === 0 || records[i]?.purpose !== 'main') : records;
console.log(
  `corpus: ${items.length} items, ${records.length} records${QUICK ? ` (quick: ${selected.length} searched)` : ''}`,
);

const insertStarted = performance.now();
for (const record of records) {
  try {
    if (record.family === 'candidate') await emulator.addCandidates([record.input as never]);
    else await emulator.addPublicJobs([record.input as never]);
  } catch (error) {
    record.insertError = error instanceof Error ? error.message : String(error);
    findings.push({
      kind: 'insert rejected',
      surface: 'control',
      record: record.key,
      purpose: record.purpose,
      recordFamily: record.family,
      field: '*',
      itemId: record.items[0]?.id,
      disguise: record.items[0]?.disguise,
      input: record.input,
      detail: record.insertError.slice(0, 300),
    });
  }
}
const insertMs = performance.now() - insertStarted;

// The first search builds the index of everything inserted: timed on its own.
const firstSearch = await rest(
  'candidate',
  { query: 'zqwarmup', pageSize: 1 },
  'first candidate search (index build)',
);
const firstJobSearch = await rest(
  'job',
  { query: 'zqwarmup', pageSize: 1 },
  'first job search (index build)',
);

let done = 0;
for (const record of selected) {
  if (record.insertError) continue;
  const fam = record.family;
  const restAnswer = await rest(fam, { query: record.anchor, pageSize: 25 }, `anchor ${record.purpose}`);
  const restRow = rowOf(restAnswer.rows, record.anchor);
  if (!restRow) {
    findings.push({
      kind: 'not found by its anchor',
      surface: 'REST',
      record: record.key,
      purpose: record.purpose,
      recordFamily: fam,
      field: '*',
      itemId: record.items[0]?.id,
      disguise: record.items[0]?.disguise,
      input: record.input,
      detail: `query ${record.anchor}: ${restAnswer.rows.length} rows, status ${restAnswer.status}`,
    });
  } else analyzeRow(record, restRow, 'REST');
  if (record.purpose !== 'probe') {
    const tool = await mcp(fam, { query: record.anchor, pageSize: 25 }, `anchor ${record.purpose}`);
    const toolRow = rowOf(tool.rows, record.anchor);
    if (!toolRow) {
      findings.push({
        kind: 'not found by its anchor',
        surface: 'MCP structuredContent',
        record: record.key,
        purpose: record.purpose,
        recordFamily: fam,
        field: '*',
        detail: `tool answered ${tool.rows.length} rows${tool.isError ? ` (error: ${tool.text.slice(0, 200)})` : ''}`,
      });
    } else {
      analyzeRow(record, toolRow, 'MCP structuredContent');
      if (restRow) {
        const a = { ...restRow, cazumeUrl: undefined, profileUrl: fieldOf(restRow, 'profileUrl') };
        const b = { ...toolRow, cazumeUrl: undefined, profileUrl: fieldOf(toolRow, 'profileUrl') };
        if (JSON.stringify(a) !== JSON.stringify(b))
          findings.push({
            kind: 'surfaces differ',
            surface: 'REST vs MCP',
            record: record.key,
            purpose: record.purpose,
            recordFamily: fam,
            field: '*',
            input: restRow,
            output: toolRow,
            detail: 'the tool row differs from the REST row',
          });
      }
    }
    // The text block lists every row of the page: analyse the lines of this record only.
    const lines = tool.text.split('\n');
    const at = lines.findIndex((l) => l.includes(record.anchor));
    if (at !== -1) analyzeText(record, lines.slice(at, at + 2).join('\n'), 'MCP text');
    else if (toolRow) analyzeText(record, tool.text, 'MCP text');
  }
  if (++done % 500 === 0) console.log(`  searched ${done}/${selected.length} records`);
}

// Injected ids and slugs: do they come out as given?
for (const record of records.filter((r) => r.purpose === 'id-injection')) {
  const c = INJECTED.find((x) => x.value === (record.input.candidateId ?? record.input.slug));
  if (!c) continue;
  const { rows } = await rest(record.family, { query: record.anchor }, 'id injection');
  const row = rowOf(rows, record.anchor);
  if (row && squash(JSON.stringify(row)).includes(squash(c.canary)))
    findings.push({
      kind: 'injected id or slug shown',
      surface: 'REST',
      record: record.key,
      purpose: record.purpose,
      recordFamily: record.family,
      field: c.field,
      input: c.value,
      output: c.field === 'slug' ? { slug: row.slug, applyUrl: row.applyUrl } : row.candidateId,
      detail: `${c.field} holding ${c.what} comes out as given`,
    });
}

// ---------------------------------------------------------------------------------------------
// Findability: search FOR the hidden contact data.

interface Findable {
  surface: string;
  itemId?: number;
  family?: Family | 'private';
  disguise?: string;
  query: string;
  how: string;
  recordFamily: 'candidate' | 'job';
  visible: boolean;
  sharedWord?: string;
}
const findable: Findable[] = [];
let findabilitySearches = 0;
async function probeSearch(
  record: RecordSpec,
  query: string,
  how: 'query' | 'location',
  meta: Omit<Findable, 'surface' | 'query' | 'how' | 'recordFamily' | 'visible'>,
): Promise<void> {
  const q = query.trim();
  if (how === 'query' && (q.length < 2 || q.length > 300)) return;
  if (how === 'location' && (q.length < 1 || q.length > 120)) return;
  const body = how === 'query' ? { query: q, pageSize: 25 } : { location: q, pageSize: 25 };
  const surfaces: [string, () => Promise<Row[]>][] = [
    [`REST ${how}`, async () => (await rest(record.family, body, `findability ${how}`)).rows],
  ];
  surfaces.push([`MCP ${how}`, async () => (await mcp(record.family, body, `findability ${how}`)).rows]);
  for (const [surface, run] of surfaces) {
    findabilitySearches++;
    const row = rowOf(await run(), record.anchor);
    if (!row) continue;
    const visible = record.items.some((it) =>
      it.canaries.some((c) => c && squash(JSON.stringify(row)).includes(squash(c))),
    );
    findable.push({
      ...meta,
      surface,
      query: q,
      how,
      recordFamily: record.family,
      visible,
      sharedWord: sharesVisibleWord(row, q),
    });
  }
}
const probes = records.filter((r) => r.purpose === 'probe' && !r.insertError);
const probeSet = QUICK ? probes.filter((_, i) => i % 5 === 0) : probes;
for (const record of probeSet) {
  const item = record.items[0] as Item;
  const meta = { itemId: item.id, family: item.family, disguise: item.disguise };
  for (const q of item.queries) {
    await probeSearch(record, q, 'query', meta);
    if (record.family === 'job' && record.fields.locationName) await probeSearch(record, q, 'location', meta);
  }
}
for (const record of records.filter((r) => r.purpose === 'private-probe')) {
  const input = record.input as Record<string, string>;
  const values =
    record.family === 'candidate'
      ? [input.email, input.phone, input.linkedinUrl]
      : [input.recruiterEmail, input.recruiterPhone];
  for (const v of values) {
    if (!v) continue;
    const parts = unique([
      v,
      ...v.split(/[@/.:]+/).filter((p) => /^zq|\d{3}/.test(p)),
      v.replace(/\D/g, '').length >= 9 ? v.replace(/\D/g, '') : v,
    ]);
    for (const q of parts) {
      await probeSearch(record, q, 'query', {
        family: 'private',
        disguise: record.family === 'candidate' ? 'candidate private field' : 'job private field',
      });
      if (record.family === 'job')
        await probeSearch(record, q, 'location', { family: 'private', disguise: 'job private field' });
    }
  }
}

// Candidate-search's location is a bias, not a filter: does contact data hidden in a candidate's
// locationName lift it above an identical candidate when the location asked for is that data?
interface BiasProbe {
  contact: string;
  hiddenFirst: boolean;
  hiddenTier: unknown;
  plainTier: unknown;
  controlHiddenFirst: boolean;
}
const biasProbes: BiasProbe[] = [];
for (let i = 0; i < 6; i++) {
  const shared = anchor();
  const contact = [`${word()}@${word()}.com`, `+34 ${sp(randomDigits(9))}`, `linkedin.com/in/${word()}`][
    i % 3
  ] as string;
  const hidden = {
    candidateId: `pc1.${shared}-hidden`,
    headline: `${shared} nurse`,
    topSkills: [shared],
    summary: 'Night-shift nurse.',
    locationName: `Springfield ${contact}`,
  };
  const plain = {
    candidateId: `pc1.${shared}-plain`,
    headline: `${shared} nurse`,
    topSkills: [shared],
    summary: 'Night-shift nurse.',
    locationName: 'Springfield',
  };
  await emulator.addCandidates((i % 2 ? [hidden, plain] : [plain, hidden]) as never[]);
  const withLocation = await rest(
    'candidate',
    { query: shared, location: contact, pageSize: 25 },
    'location bias probe',
  );
  const control = await rest('candidate', { query: shared, pageSize: 25 }, 'location bias control');
  const order = (rows: Row[]) => rows.map((r) => String(r.candidateId)).filter((id) => id.includes(shared));
  const o = order(withLocation.rows);
  const c = order(control.rows);
  biasProbes.push({
    contact,
    hiddenFirst: o[0]?.endsWith('-hidden') ?? false,
    hiddenTier: withLocation.rows.find((r) => String(r.candidateId).endsWith('-hidden'))?.matchTier,
    plainTier: withLocation.rows.find((r) => String(r.candidateId).endsWith('-plain'))?.matchTier,
    controlHiddenFirst: c[0]?.endsWith('-hidden') ?? false,
  });
}

// ---------------------------------------------------------------------------------------------
// Robustness: pathological fields at growing sizes, timing, status codes.

interface Measure {
  pattern: string;
  family: 'candidate' | 'job';
  field: string;
  size: number;
  addMs: number;
  firstSearchMs: number;
  laterSearchMs: number;
  status: number;
  found: boolean;
  outputLength: number;
  leftovers: string;
}
const measures: Measure[] = [];
const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const TEXT_PATTERNS: [string, (n: number) => string][] = [
  ['digits 1111…', (n) => repeatTo('1', n)],
  ['single digits spaced "1 1 1 …"', (n) => repeatTo('1 ', n)],
  ['pairs "12 12 …"', (n) => repeatTo('12 ', n)],
  ['"+1 (" repeated', (n) => repeatTo('+1 (', n)],
  ['"612-" repeated', (n) => repeatTo('612-', n)],
  ['"1." repeated (version-like)', (n) => repeatTo('1.', n)],
  ['"0/" repeated', (n) => repeatTo('0/', n)],
  ['dots "....."', (n) => repeatTo('.', n)],
  ['"a." repeated (a long domain)', (n) => repeatTo('a.', n)],
  ['at signs "@@@@"', (n) => repeatTo('@', n)],
  ['"a@" repeated', (n) => repeatTo('a@', n)],
  ['"a@b." repeated', (n) => repeatTo('a@b.', n)],
  ['long local part then @', (n) => `${repeatTo('x', n - 12)}@example.com`],
  ['long domain after @', (n) => `ana@${repeatTo('ab.', n - 8)}com`],
  ['"a at b dot " repeated', (n) => repeatTo('a at b dot ', n)],
  ['"at " repeated', (n) => repeatTo('at ', n)],
  ['"dot " repeated', (n) => repeatTo('dot ', n)],
  ['"(at)" repeated', (n) => repeatTo('(at)', n)],
  ['open brackets "(((("', (n) => repeatTo('(', n)],
  ['"[(" alternating', (n) => repeatTo('[(', n)],
  ['"&#" repeated', (n) => repeatTo('&#', n)],
  ['"&#64;" repeated', (n) => repeatTo('&#64;', n)],
  ['"%25" repeated', (n) => repeatTo('%25', n)],
  ['"%" repeated', (n) => repeatTo('%', n)],
  ['"linkedin: " repeated', (n) => repeatTo('linkedin: ', n)],
  ['"linkedin.com/in/" repeated', (n) => repeatTo('linkedin.com/in/', n)],
  ['"@a " repeated (handles)', (n) => repeatTo('@a ', n)],
  ['addresses "ana@x.com " repeated', (n) => repeatTo('ana@x.com ', n)],
  ['phones "612 345 678 " repeated', (n) => repeatTo('612 345 678 ', n)],
  ['"a-" repeated', (n) => repeatTo('a-', n)],
  ['spaces then @', (n) => `${repeatTo(' ', n - 10)}ana@x.com`],
  ['zero-width spaces between letters', (n) => repeatTo('a\u200B', n)],
  ['Arabic-Indic digits', (n) => repeatTo('\u0661', n)],
  ['"+" repeated', (n) => repeatTo('+', n)],
  ['hex "0a" repeated', (n) => repeatTo('0a', n)],
  ['"tel:" repeated', (n) => repeatTo('tel:', n)],
  ['mixed "1.a@ (2)-" repeated', (n) => repeatTo('1.a@ (2)-', n)],
];
const HTML_PATTERNS: [string, (n: number) => string][] = [
  ['<div> nested', (n) => repeatTo('<div>', n)],
  ['<ul><li>x nested (indentation grows per level)', (n) => repeatTo('<ul><li>x', n)],
  ['<ol start=999999999><li> nested', (n) => repeatTo('<ol start="999999999"><li>', n)],
  ['<blockquote> nested', (n) => repeatTo('<blockquote>', n)],
  ['<table><tr><td> nested', (n) => repeatTo('<table><tr><td>', n)],
  ['"<" repeated', (n) => repeatTo('<', n)],
  ['"&" repeated', (n) => repeatTo('&', n)],
  ['"<!--" repeated', (n) => repeatTo('<!--', n)],
  ['"<a href=\\"mailto:" repeated', (n) => repeatTo('<a href="mailto:', n)],
  ['"<p>" repeated', (n) => repeatTo('<p>', n)],
  ['"<br>" repeated', (n) => repeatTo('<br>', n)],
  ['"&nbsp;" repeated', (n) => repeatTo('&nbsp;', n)],
  ['"&#x" repeated', (n) => repeatTo('&#x', n)],
  ['<pre> with spaces', (n) => `<pre>${repeatTo(' ', n - 11)}</pre>`],
  ['"<span>1</span> " repeated', (n) => repeatTo('<span>1</span> ', n)],
];
async function measure(
  pattern: string,
  family: 'candidate' | 'job',
  field: string,
  value: string,
): Promise<Measure> {
  const session = await newSession();
  const { emu } = session;
  const a = anchor();
  const input =
    family === 'candidate'
      ? { headline: a, topSkills: [a], [field]: value }
      : { title: a, occupationTitles: [a], [field]: value };
  let addMs = Number.NaN;
  let status = 0;
  try {
    const started = performance.now();
    if (family === 'candidate') await emu.addCandidates([input as never]);
    else await emu.addPublicJobs([input as never]);
    addMs = performance.now() - started;
  } catch (error) {
    await emu.close();
    return {
      pattern,
      family,
      field,
      size: value.length,
      addMs,
      firstSearchMs: 0,
      laterSearchMs: 0,
      status: -1,
      found: false,
      outputLength: 0,
      leftovers: `insert rejected: ${String(error).slice(0, 120)}`,
    };
  }
  const call = async (): Promise<{ ms: number; status: number; row?: Row }> => {
    const { rows, status, ms } = await searchRest(session, family, { query: a });
    return { ms, status, row: rowOf(rows, a) };
  };
  const first = await call();
  status = first.status;
  const later: number[] = [];
  for (let i = 0; i < 3; i++) later.push((await call()).ms);
  later.sort((x, y) => x - y);
  const out = first.row ? asText(first.row[field]) : '';
  // The audit's own detectors are not linear-time friendly on tens of megabytes: look at the start only.
  const hits = first.row
    ? genericHits(out.slice(0, 4000).split(MARKER).join(' '), { html: field === 'description' })
    : [];
  await emu.close();
  return {
    pattern,
    family,
    field,
    size: value.length,
    addMs,
    firstSearchMs: first.ms,
    laterSearchMs: later[1] ?? 0,
    status,
    found: Boolean(first.row),
    outputLength: out.length,
    leftovers: unique(hits.map((h) => h.detector)).join(', '),
  };
}
/** The fastest of three runs on fresh emulators (the first search of a record builds its public form). */
async function measureBest(
  pattern: string,
  family: 'candidate' | 'job',
  field: string,
  value: string,
): Promise<Measure> {
  const runs = [await measure(pattern, family, field, value)];
  for (let i = 0; i < 2 && runs[0]?.status === 200; i++)
    runs.push(await measure(pattern, family, field, value));
  runs.sort((a, b) => a.firstSearchMs + a.addMs - (b.firstSearchMs + b.addMs));
  const best = runs[0] as Measure;
  return { ...best, laterSearchMs: Math.min(...runs.map((r) => r.laterSearchMs)) };
}
const SUMMARY_SIZES = QUICK ? [2500, 5000, 10000, 20000] : [1250, 2500, 5000, 10000, 20000];
const DESCRIPTION_SIZES = QUICK ? [6250, 12500, 25000, 50000] : [3125, 6250, 12500, 25000, 50000];
console.log('robustness: pathological fields…');
const robustnessStarted = performance.now();
for (const [name, make] of TEXT_PATTERNS) {
  console.log(`  ${((performance.now() - robustnessStarted) / 1000).toFixed(0)} s: ${name}`);
  for (const size of SUMMARY_SIZES)
    measures.push(await measureBest(name, 'candidate', 'summary', make(size)));
  for (const size of DESCRIPTION_SIZES)
    measures.push(await measureBest(name, 'job', 'description', make(size)));
  measures.push(await measureBest(name, 'candidate', 'headline', make(300)));
  measures.push(await measureBest(name, 'job', 'companyName', make(300)));
}
for (const [name, make] of HTML_PATTERNS) {
  console.log(`  ${((performance.now() - robustnessStarted) / 1000).toFixed(0)} s: ${name}`);
  for (const size of DESCRIPTION_SIZES)
    measures.push(await measureBest(name, 'job', 'description', make(size)));
}

// Many records: does a search slow down with the pool (contact-heavy records)?
interface PoolMeasure {
  records: number;
  addMs: number;
  firstSearchMs: number;
  broadSearchMs: number;
  narrowSearchMs: number;
  family: 'candidate' | 'job';
}
const pools: PoolMeasure[] = [];
for (const family of ['candidate', 'job'] as const) {
  for (const n of QUICK ? [250, 1000] : [250, 1000, 4000]) {
    const session = await newSession();
    const { emu } = session;
    const batch = Array.from({ length: n }, (_, i) => {
      const body = `Nurse ${i}. Call +34 6${String(10000000 + i)} or write nurse${i} at example dot com, LinkedIn: nurse-${i}, ${'1.2.3 '.repeat(40)} 2024-05-01 €45.000 ${'ana@x.com 612 345 678 '.repeat(20)}`;
      return family === 'candidate'
        ? { headline: `nurse zqpool${i}`, topSkills: ['nursing'], summary: body }
        : { title: `nurse zqpool${i}`, description: `<p>${body}</p>`.repeat(3) };
    });
    let started = performance.now();
    if (family === 'candidate') await emu.addCandidates(batch as never[]);
    else await emu.addPublicJobs(batch as never[]);
    const addMs = performance.now() - started;
    const search = async (query: string): Promise<number> => {
      const { status, ms, text } = await searchRest(session, family, { query, pageSize: 25 });
      if (status !== 200) statusProblems.push({ surface: `pool ${family}`, status, what: query, body: text });
      return ms;
    };
    started = performance.now();
    const firstSearchMs = await search('nurse');
    const broad: number[] = [];
    const narrow: number[] = [];
    for (let i = 0; i < 5; i++) broad.push(await search('nurse'));
    for (let i = 0; i < 5; i++) narrow.push(await search(`zqpool${i * 7}`));
    broad.sort((x, y) => x - y);
    narrow.sort((x, y) => x - y);
    pools.push({
      family,
      records: n,
      addMs,
      firstSearchMs,
      broadSearchMs: broad[2] ?? 0,
      narrowSearchMs: narrow[2] ?? 0,
    });
    await emu.close();
  }
}
// Pathological queries against the audit's own pool.
const queryTimings: { query: string; ms: number; status: number }[] = [];
for (const [name, q] of [
  ['300 digits', repeatTo('1', 300)],
  ['300 "@"', repeatTo('@', 300)],
  ['"1 " ×150', repeatTo('1 ', 300)],
  ['"a@b." ×75', repeatTo('a@b.', 300)],
  ['"(" ×300', repeatTo('(', 300)],
  ['"&#64;" ×60', repeatTo('&#64;', 300)],
  ['150 words "at"', repeatTo('at ', 300)],
  ['150 two-letter words', repeatTo('ab ', 300)],
] as const) {
  for (const family of ['candidate', 'job'] as const) {
    const r = await rest(family, { query: q, pageSize: 25 }, `pathological query ${name}`);
    queryTimings.push({ query: `${family}: ${name}`, ms: r.ms, status: r.status });
  }
}
await emulator.close();

// ---------------------------------------------------------------------------------------------
// Report.

const byKind = new Map<FindingKind, Finding[]>();
for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f]);
const countBy = <T>(list: T[], keyOf: (x: T) => string): [string, number][] => {
  const m = new Map<string, number>();
  for (const x of list) m.set(keyOf(x), (m.get(keyOf(x)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const line = (t = ''): void => console.log(t);
line();
line('================ AUDIT OF SEARCH PRIVACY ================');
line(
  `items by family: ${countBy(items, (i) => i.family)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
line(
  `records: ${countBy(records, (r) => `${r.family} ${r.purpose}`)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
line(
  `insert of ${records.length} records: ${insertMs.toFixed(0)} ms; first candidate search ${firstSearch.ms.toFixed(1)} ms, first job search ${firstJobSearch.ms.toFixed(1)} ms`,
);
line(`searches: ${timings.length} (findability ${findabilitySearches})`);
line(`findings by kind: ${[...byKind.entries()].map(([k, v]) => `${k} ${v.length}`).join(', ') || 'none'}`);

/** Leaks grouped by item: every field and surface where it showed, one example per field. */
function printItemGroups(kind: FindingKind): void {
  const list = byKind.get(kind) ?? [];
  if (list.length === 0) return;
  line();
  line(
    `---- ${kind.toUpperCase()} (${list.length} field answers, ${new Set(list.map((f) => f.itemId)).size} items) ----`,
  );
  const byItem = new Map<number, Finding[]>();
  for (const f of list) byItem.set(f.itemId ?? 0, [...(byItem.get(f.itemId ?? 0) ?? []), f]);
  let shown = 0;
  for (const [itemId, group] of [...byItem.entries()].sort((a, b) => a[0] - b[0])) {
    if (shown++ >= EXAMPLES) break;
    const item = items.find((i) => i.id === itemId);
    const where = unique(group.map((f) => `${f.recordFamily}.${f.field}`));
    const surfaces = unique(group.map((f) => f.surface));
    line(
      `#${itemId} [${item?.family}] ${item?.disguise}${item?.documentedGap ? `  (documented: ${item.documentedGap})` : ''}`,
    );
    line(`   fields: ${where.join(', ')}  | surfaces: ${surfaces.join(', ')}`);
    // One example per kind of field: running text, a short field, a job description, a URL field.
    const kinds: [string, (f: Finding) => boolean][] = [
      ['running', (f) => f.recordFamily === 'candidate' && f.field === 'summary'],
      ['description', (f) => f.field === 'description'],
      [
        'short',
        (f) =>
          ['displayName', 'headline', 'title', 'companyName', 'authorName', 'locationName'].includes(f.field),
      ],
      ['list', (f) => ['topSkills', 'occupationTitles', 'occupationFamilies'].includes(f.field)],
      ['url', (f) => /Url$|slug/.test(f.field)],
    ];
    for (const [, test] of kinds) {
      const f = group.find((g) => test(g) && g.surface === 'REST') ?? group.find(test);
      if (!f) continue;
      line(`   ${f.recordFamily}.${f.field} (${f.purpose}): ${show(f.input)}`);
      line(`      → ${show(f.output)}   [${f.detail}]`);
    }
  }
}
printItemGroups('leak');
printItemGroups('partial leak');

/** Findings of one kind grouped by what was found (the lost text, the detector and its match), one example each. */
function printFlat(kind: FindingKind, limit = EXAMPLES): void {
  const list = byKind.get(kind) ?? [];
  if (list.length === 0) return;
  line();
  line(`---- ${kind.toUpperCase()} (${list.length}) ----`);
  const groups = new Map<string, Finding[]>();
  for (const f of list) {
    const k = kind === 'generic detector' || kind === 'HTML left' ? `${f.detail}|${f.itemId}` : f.detail;
    groups.set(k, [...(groups.get(k) ?? []), f]);
  }
  let shown = 0;
  for (const group of [...groups.values()].sort((a, b) => b.length - a.length)) {
    if (shown++ >= limit) {
      line(`   … ${groups.size - limit} more groups in ${OUT}`);
      break;
    }
    const f =
      group.find((g) => g.purpose === 'clean') ??
      group.find((g) => g.surface === 'REST') ??
      (group[0] as Finding);
    const where = unique(group.map((g) => `${g.recordFamily}.${g.field}`));
    const surfaces = unique(group.map((g) => g.surface));
    line(`${group.length}× ${f.detail} — ${where.join(', ')} [${surfaces.join(', ')}]`);
    line(
      `      e.g. ${f.purpose}${f.disguise ? ` record of #${f.itemId} ${f.itemFamily}: ${f.disguise}` : ''}`,
    );
    if (f.input !== undefined) line(`      in:  ${show(f.input)}`);
    if (f.output !== undefined) line(`      out: ${show(f.output)}`);
  }
}
for (const kind of [
  'private field leak',
  'HTML left',
  'generic detector',
  'over-scrub',
  'over-scrub (ambiguous text)',
  'changed clean field',
  'not found by its anchor',
  'insert rejected',
  'surfaces differ',
  'injected id or slug shown',
  'inconsistent',
] as FindingKind[])
  printFlat(kind);

line();
line(`---- FINDABLE BY HIDDEN CONTACT DATA (${findable.length} hits) ----`);
const hidden = findable.filter((f) => !f.visible && !f.sharedWord);
const explained = findable.filter((f) => f.visible || f.sharedWord);
line(`found while the answer does not show it and the query shares no visible word: ${hidden.length}`);
const hiddenGroups = new Map<string, Findable[]>();
for (const f of hidden) {
  const k = `${f.recordFamily} ${f.surface} [${f.family}]`;
  hiddenGroups.set(k, [...(hiddenGroups.get(k) ?? []), f]);
}
for (const [k, group] of hiddenGroups) {
  line(`   ${k}: ${group.length} queries, ${new Set(group.map((g) => g.itemId)).size} items, e.g.`);
  for (const f of group.slice(0, 4))
    line(`      #${f.itemId ?? '-'} ${f.disguise} ← ${f.how} ${show(f.query, 120)}`);
}
line(
  `found but explained (the answer shows the data, or the query shares a visible word): ${explained.length}`,
);
for (const f of explained.filter((x) => !x.visible).slice(0, 12))
  line(
    `   ${f.recordFamily} ${f.surface}: #${f.itemId ?? '-'} ${f.disguise} ← ${f.how} ${show(f.query, 100)} (shares "${f.sharedWord}")`,
  );

line();
line(
  'candidate-search location bias with the hidden contact data as location (6 pairs of identical candidates):',
);
for (const b of biasProbes)
  line(
    `   ${show(b.contact)}: hidden-data candidate first ${b.hiddenFirst} (tiers ${b.hiddenTier} vs ${b.plainTier}); without location first ${b.controlHiddenFirst}`,
  );

line();
line('---- TIMING AND STATUS ----');
const sorted = [...timings].sort((a, b) => a.ms - b.ms);
const pct = (p: number): string =>
  (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]?.ms ?? 0).toFixed(2);
line(
  `audit pool searches: ${timings.length}; p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms`,
);
const slow = timings.filter((t) => t.ms > 50);
line(`searches over 50 ms: ${slow.length}`);
for (const t of slow.slice(0, 20)) line(`   ${t.surface} ${t.what}: ${t.ms.toFixed(1)} ms`);
line(`non-200 answers / tool errors: ${statusProblems.length}`);
for (const p of statusProblems.slice(0, 20))
  line(`   ${p.surface} ${p.status} ${p.what}: ${p.body.slice(0, 200)}`);
for (const q of queryTimings)
  line(`   pathological query ${q.query}: ${q.ms.toFixed(1)} ms, status ${q.status}`);
line();
line('pathological fields (size: add / first search / later search ms; output length; leftovers):');
const groups = new Map<string, Measure[]>();
for (const m of measures)
  groups.set(`${m.family}.${m.field} ${m.pattern}`, [
    ...(groups.get(`${m.family}.${m.field} ${m.pattern}`) ?? []),
    m,
  ]);
const superLinear: string[] = [];
for (const [name, ms] of groups) {
  const cells = ms.map(
    (m) =>
      `${m.size}: ${m.addMs.toFixed(1)}/${m.firstSearchMs.toFixed(1)}/${m.laterSearchMs.toFixed(1)}${m.status !== 200 ? ` status ${m.status}` : ''}${m.found ? '' : ' NOT FOUND'} →${m.outputLength}`,
  );
  const worst = Math.max(...ms.map((m) => m.firstSearchMs + (Number.isNaN(m.addMs) ? 0 : m.addMs)));
  let growth = '';
  for (let i = 1; i < ms.length; i++) {
    const a = ms[i - 1] as Measure;
    const b = ms[i] as Measure;
    const ta = a.firstSearchMs + a.addMs;
    const tb = b.firstSearchMs + b.addMs;
    if (tb > 20 && tb / Math.max(ta, 0.5) > (3 * (b.size / a.size)) / 2)
      growth = ` SUPER-LINEAR (${a.size}→${b.size}: ${ta.toFixed(1)}→${tb.toFixed(1)} ms)`;
  }
  if (growth) superLinear.push(name + growth);
  const flag = worst > 50 ? ' SLOW' : '';
  const left = unique(ms.map((m) => m.leftovers).filter(Boolean)).join('; ');
  const blowup = ms.some((m) => m.outputLength > m.size * 2) ? ' OUTPUT LARGER THAN INPUT ×2' : '';
  if (flag || growth || left || blowup || ms.some((m) => m.status !== 200 || !m.found))
    line(`   ${name}:${flag}${growth}${blowup} ${cells.join(' | ')}${left ? ` leftovers: ${left}` : ''}`);
}
line(`   (patterns without anything to report are not listed: ${groups.size} measured)`);
line(`super-linear: ${superLinear.length}`);
line();
line('pools of contact-heavy records (add / first search / broad / narrow search ms):');
for (const p of pools)
  line(
    `   ${p.family} ×${p.records}: ${p.addMs.toFixed(0)} / ${p.firstSearchMs.toFixed(1)} / ${p.broadSearchMs.toFixed(2)} / ${p.narrowSearchMs.toFixed(2)}`,
  );

writeFileSync(
  OUT,
  JSON.stringify(
    {
      items,
      findings,
      findable,
      biasProbes,
      timings: { count: timings.length, slow, statusProblems, queryTimings, measures, pools, insertMs },
      records: records.map((r) => ({
        key: r.key,
        purpose: r.purpose,
        input: r.input,
        insertError: r.insertError,
      })),
    },
    null,
    1,
  ),
);
line();
line(`details: ${OUT}`);
