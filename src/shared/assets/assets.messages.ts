import { personNotInTeams, objectToasts, listExport } from '../common.messages';

export const assetsMessages = {
  ...objectToasts,
  selectAsset: 'please select asset',
  fillAllForms: 'fill all forms',
  /** fleet-and-assets.md section 8: a bulk item the server refused; the bulk goes on with the next person. */
  couldNotCreate: 'Could not create asset',
  assigned: 'asset assigned',
  created: (n: number) => `${n} assets created`,
  unarchived: 'asset unarchived',
  fillTypeName: 'please fill the asset type name',
  typeExists: 'An asset type with this name already exists.',
  typeAdded: 'asset type added',
  typeNotFound: 'This asset type does not exist.',
  assetNotFound: 'This asset does not exist or is not one you may see.',
  personNotFound: personNotInTeams,
  personLeft: (name: string) => `${name} has left the company and cannot be given an asset.`,
  onlyActiveEditable: 'Only active assets can be edited.',
  onlyActiveArchivable: 'Only active assets can be archived.',
  notArchived: 'This asset is not archived.',
  idTaken: 'This id is already used by another asset.',
  ...listExport,
  archiveExplained: 'The asset moves to the archived assets. Its files, custom fields and activity are kept, and an administrator can unarchive it later.',
  unarchiveExplained: 'The asset shows among the active assets again and can be edited and reassigned.',
  unarchiveAdminsOnly: 'Only administrators can unarchive an asset.',
  bulkQueuedOffline: (n: number) => `You are offline: ${n} assets are queued on this device. They are created one by one when the connection returns.`,
  /** fleet-and-assets.md section 8: a bulk item the server refused, beside the server's message on the progress screen. */
  unableToAddPerson: 'unable to add person',
} as const;
