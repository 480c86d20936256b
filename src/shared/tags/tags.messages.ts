export const tagsMessages = {
  nameRequired: 'a tag needs a name',
  nameTooLong: 'a tag may be at most 50 characters',
  tooMany: 'an item may have at most 20 tags',
  objectNotFound: 'This item does not exist or is not one you may see.',
} as const;
