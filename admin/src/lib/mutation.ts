import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useMutation, type AnyVariables, type OperationContext, type TypedDocumentNode } from 'urql';
import { formErrors, noErrors, type FormErrors } from './errors';

/** An error list and its setter: a form's own, or one that several mutations share (a page's action buttons). */
export interface ErrorsState {
  errors: FormErrors;
  setErrors: Dispatch<SetStateAction<FormErrors>>;
}

/** One error list for several useFormMutation calls (pass it as their `errors` option). */
export function useErrorsState(): ErrorsState {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  return { errors, setErrors };
}

export interface FormMutationOptions {
  /**
   * Leave the errors up while the mutation runs and let its answer replace them (none on success).
   * Without it they are cleared the moment the form is submitted.
   */
  keepErrors?: boolean;
  /** Write into this error list rather than the hook's own. */
  errors?: ErrorsState;
}

export interface FormMutation<Data, Variables extends AnyVariables> extends ErrorsState {
  fetching: boolean;
  /** Runs the mutation; resolves its data, or null when the API answered with errors (they are in `errors` then). */
  submit(variables: Variables, context?: Partial<OperationContext>): Promise<Data | null>;
}

/**
 * A mutation behind a form: its `fetching`, and the API's errors as the form shows them
 * (formErrors: each field's message under its input, the rest in the summary). Every form submits
 * the same way (clear the old errors, run, keep the new ones or go on with the data), so it is
 * written once here; the page only says what to send and what to do with the answer.
 */
export function useFormMutation<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  { keepErrors = false, errors: shared }: FormMutationOptions = {},
): FormMutation<Data, Variables> {
  const own = useErrorsState();
  const { errors, setErrors } = shared ?? own;
  const [{ fetching }, run] = useMutation(document);
  const submit = useCallback(
    async (variables: Variables, context?: Partial<OperationContext>) => {
      if (!keepErrors) setErrors(noErrors);
      const result = await run(variables, context);
      if (result.error) {
        setErrors(formErrors(result.error));
        return null;
      }
      if (keepErrors) setErrors(noErrors);
      return result.data ?? null;
    },
    [keepErrors, setErrors, run],
  );
  return { errors, setErrors, fetching, submit };
}
