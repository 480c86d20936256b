import { PersonPicker as GenericPersonPicker, type PersonPickerProps } from '../../ui/person-picker';
import { useCarFormData } from './car-form-data';

/** The vehicle forms' person field: the generic picker over the people of the car form data. */
export function PersonPicker(props: Omit<PersonPickerProps, 'people'>) {
  const { people } = useCarFormData();
  return <GenericPersonPicker people={people} {...props} />;
}
