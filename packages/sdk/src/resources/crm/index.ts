export {
  type ContactCreateParams,
  type ContactListParams,
  Contacts,
  type ContactUpdateParams,
  type ResumeUploadParams,
} from './contacts.ts';
export { Crm } from './crm.ts';
export {
  ContactInteractions,
  type InteractionListParams,
  type InteractionLogParams,
} from './interactions.ts';
export {
  type CardAddParams,
  type CardMoveParams,
  ListItems,
} from './list-items.ts';
export {
  ListStages,
  type StageAddParams,
  type StageDeleteParams,
  type StageReorderParams,
  type StageUpdateParams,
} from './list-stages.ts';
export {
  type IterateCardsParams,
  isPipelineNotFound,
  type ListCreateParams,
  type ListGetParams,
  type ListListParams,
  Lists,
  type ListUpdateParams,
  type PipelineNotFoundError,
  type StageInfo,
} from './lists.ts';
export { prepareResumeUpload, type ResumeFile, type UploadResumeParams } from './resumes.ts';
