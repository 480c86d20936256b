import { listExport, personNotInTeams } from '../common.messages';

// The software area's texts (software-contracts-push.md sections 5 and 8 verbatim where it gives
// them: 'enter name', 'enter url', the empty states, 'changes saved'); the rest are ours.
export const softwareMessages = {
  enterName: 'enter name',
  enterUrl: 'enter url',
  invalidUrl: 'enter a web address such as slack.com',
  selectProduct: 'please select a product',
  selectPerson: 'please select a person',
  selectSomePeople: 'select some people',
  /** software-contracts-push.md section 8: the success toast of the product edit. */
  changesSaved: 'changes saved',
  added: 'added',
  deleted: 'deleted',
  invalid: 'Form invalid',
  /** software-contracts-push.md section 8: the empty states of /software. */
  noProductsFound: 'no products found',
  noMoreProducts: 'no more products',
  noLicensesYet: 'no licenses yet',
  noMoreLicenses: 'no more licenses',
  productNotFound: 'This software product does not exist.',
  licenseNotFound: 'This licence does not exist or is not one you may see.',
  productDeleted: 'This product is deleted.',
  productDeletedBanner: 'This product has been deleted. Its licences are kept for the record.',
  productExists: (name: string) => `A product named ${name} already exists.`,
  productDeletedNoLicenses: 'This product is deleted: no licence can be assigned to it.',
  personNotFound: personNotInTeams,
  personLeft: (name: string) => `${name} has left the company and cannot be given a licence.`,
  alreadyHasLicense: (name: string, product: string) => `${name} already has an active ${product} licence.`,
  alreadyDeactivated: 'This licence is already deactivated.',
  alreadyActive: 'This licence is already active.',
  productIdTaken: 'This id is already used by another product.',
  licenseIdTaken: 'This id is already used by another licence.',
  licenseDeactivatedBanner: (day: string) => `This licence was deactivated on ${day}.`,
  onlyDefaultRole: 'Only users with the default role can edit or delete a software product.',
  importAdminsOnly: 'Only administrators can import software.',
  couldNotAssign: 'Could not assign licence',
  assigned: (n: number) => (n === 1 ? 'licence assigned' : `${n} licences assigned`),
  /** Said while offline with licences waiting: they are kept on this device, not lost. */
  licencesWaitOffline: (n: number) =>
    n === 1
      ? 'No connection: 1 licence waits on this device and is sent when the connection returns.'
      : `No connection: ${n} licences wait on this device and are sent one by one when the connection returns.`,
  /** Why Finish cannot be pressed yet. */
  finishWhenSent: (n: number, online: boolean) =>
    `Finish once every licence is sent: ${n === 1 ? '1 waits' : `${n} wait`}${online ? '.' : ' for the connection.'}`,
  deactivated: 'licence deactivated',
  reactivated: 'licence reactivated',
  usernameSaved: 'username saved',
  deactivateQuestion: (person: string, product: string) => `Deactivate the ${product} licence of ${person}?`,
  reactivateQuestion: (person: string, product: string) => `Reactivate the ${product} licence of ${person}?`,
  deactivateExplained: 'The licence is kept with the day it was deactivated; it can be reactivated later.',
  keepActive: 'Keep it active',
  keepDeactivated: 'Keep it deactivated',
  deleteProductQuestion: (name: string) => `Delete ${name}?`,
  deleteProductExplained: 'The product leaves the software list. Its licences, files and activity are kept.',
  noOtherProducts: 'This person already has a licence of every product.',
  suggestionFromDomain: 'Suggested from the web address',
  ...listExport,
} as const;
