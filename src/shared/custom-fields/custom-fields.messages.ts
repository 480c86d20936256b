export const customFieldsMessages = {
  unknownField: 'This custom field does not exist for this kind of item.',
  /** Spec: the custom-field visibility warning depends on the sensitive-settings right. */
  visibilityWarning: 'Employees will see this field and its value on their own items.',
  visibilityNeedsRight: 'Changing who sees a field needs the sensitive-settings right.',
  fieldNotFound: 'This custom field does not exist.',
  nameTaken: 'A custom field with this name already exists for this kind of item.',
  unknownOption: 'Choose one of the options of this field.',
  optionsRequired: 'A select field needs at least one option.',
  autoNumber: 'This number is given automatically and cannot be changed.',
  typeFixed: 'The type of a field cannot be changed once it exists.',
  tooMany: 'This kind of item has the most custom fields it may have.',
  objectNotFound: 'This item does not exist or is not one you may see.',
  objectTypeFixed: 'A field cannot move to another kind of item.',
  optionTwice: 'Each option needs its own name.',
} as const;
