import type { InteractionCategory } from '@platform-api/sdk/schemas';

// The interaction-type catalog is data the emulator serves from GET /public/interaction-types:
// clients read it from there, so it is not part of the SDK.

/** One type of the catalog: `name` is what `POST .../interactions` takes, `label` what people read. */
export interface InteractionTypeEntry {
  name: string;
  label: string;
}

/** One category of the catalog with its types. */
export interface InteractionCategoryEntry {
  category: InteractionCategory;
  label: string;
  types: InteractionTypeEntry[];
}

/**
 * The fixed global catalog (the same for every workspace) as the emulator serves it from
 * `GET /public/interaction-types`. Clients read the catalog from that endpoint rather than
 * hard-code these names: the service may add types, which is why the SDK types `type` as `string`.
 */
export const INTERACTION_TYPE_CATALOG: readonly InteractionCategoryEntry[] = [
  {
    category: 'communication',
    label: 'Communication',
    types: [
      { name: 'phonecall', label: 'Phone call' },
      { name: 'email', label: 'Email' },
      { name: 'linkedinmessage', label: 'LinkedIn message' },
      { name: 'sms', label: 'SMS' },
      { name: 'whatsappmessage', label: 'WhatsApp message' },
      { name: 'voicemail', label: 'Voicemail' },
    ],
  },
  {
    category: 'assessment',
    label: 'Assessment',
    types: [
      { name: 'skillsassessment', label: 'Skills assessment' },
      { name: 'codingchallenge', label: 'Coding challenge' },
      { name: 'personalitytest', label: 'Personality test' },
      { name: 'referencecheck', label: 'Reference check' },
      { name: 'backgroundcheck', label: 'Background check' },
    ],
  },
  {
    category: 'interviews',
    label: 'Interviews',
    types: [
      { name: 'phonescreen', label: 'Phone screen' },
      { name: 'videointerview', label: 'Video interview' },
      { name: 'onsiteinterview', label: 'On-site interview' },
      { name: 'technicalinterview', label: 'Technical interview' },
      { name: 'panelinterview', label: 'Panel interview' },
      { name: 'finalinterview', label: 'Final interview' },
    ],
  },
  {
    category: 'offer',
    label: 'Offer',
    types: [
      { name: 'offersent', label: 'Offer sent' },
      { name: 'offernegotiation', label: 'Offer negotiation' },
      { name: 'offeraccepted', label: 'Offer accepted' },
      { name: 'offerdeclined', label: 'Offer declined' },
    ],
  },
  {
    category: 'nextsteps',
    label: 'Next steps',
    types: [
      { name: 'followup', label: 'Follow-up' },
      { name: 'callback', label: 'Call back' },
      { name: 'interviewtoschedule', label: 'Interview to schedule' },
      { name: 'awaitingfeedback', label: 'Awaiting feedback' },
    ],
  },
  {
    category: 'other',
    label: 'Other',
    types: [
      { name: 'note', label: 'Note' },
      { name: 'meeting', label: 'Meeting' },
      { name: 'event', label: 'Event' },
      { name: 'referral', label: 'Referral' },
    ],
  },
  {
    category: 'rejected',
    label: 'Rejected',
    types: [
      { name: 'rejectedbyrecruiter', label: 'Rejected by recruiter' },
      { name: 'rejectedbyclient', label: 'Rejected by client' },
      { name: 'candidatewithdrew', label: 'Candidate withdrew' },
      { name: 'noshow', label: 'No-show' },
      { name: 'positionfilled', label: 'Position filled' },
    ],
  },
];

/** Every type name of {@link INTERACTION_TYPE_CATALOG}, in catalog order. */
export const INTERACTION_TYPE_NAMES: readonly string[] = INTERACTION_TYPE_CATALOG.flatMap((c) =>
  c.types.map((t) => t.name),
);

const categoryByType = new Map<string, InteractionCategory>(
  INTERACTION_TYPE_CATALOG.flatMap((c) => c.types.map((t) => [t.name, c.category] as const)),
);

/**
 * The catalog name a client's `type` stands for (trimmed, case-insensitive), with its category; or
 * `undefined` for a name outside the catalog.
 */
export function lookupInteractionType(
  type: string,
): { name: string; category: InteractionCategory } | undefined {
  const name = type.trim().toLowerCase();
  const category = categoryByType.get(name);
  return category ? { name, category } : undefined;
}
