import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

/**
 * A wizard step's form: checked when the step is sent (Next, Submit), and typing in a field
 * clears that field's error (spec section 4). Unlike the auth forms it does not check a field
 * again when it is left: a message appearing on blur moves the tiles below it just as a finger
 * lands on one of them, and the tap goes astray.
 */
export function useWizardForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: DefaultValues<TValues>,
) {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues, reValidateMode: 'onSubmit' });
  const { register, clearErrors } = form;
  const field = (name: Path<TValues>) => register(name, { onChange: () => clearErrors(name) });
  return { form, field };
}
