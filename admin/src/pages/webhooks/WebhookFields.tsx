import { TextField } from '../../components/forms';
import type { WebhookEvent } from '../../gql/graphql';
import type { FormErrors } from '../../lib/errors';
import { EventsFieldset } from './events';

/** The API paths the webhook forms show (CreateWebhookInput / UpdateWebhookInput). */
export const KNOWN = ['name', 'url', 'scopes', 'enabled'];

export interface Draft {
  name: string;
  url: string;
  scopes: string[];
}

/** The draft's scopes as the inputs' WebhookEvent list: the checkboxes' values are the enum's; anything else is the API's to refuse (rule enum). */
export const scopesOf = (draft: Draft) => draft.scopes as WebhookEvent[];

export function WebhookFields({ draft, change, errors }: { draft: Draft; change(patch: Partial<Draft>): void; errors: FormErrors }) {
  return (
    <>
      <div className="form-grid">
        <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} error={errors.fields.name} required autoComplete="off" />
        <TextField
          label="URL"
          type="url"
          inputMode="url"
          value={draft.url}
          onChange={(url) => change({ url })}
          error={errors.fields.url}
          hint="An https:// address that is reachable from the internet."
          required
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <EventsFieldset value={draft.scopes} onChange={(scopes) => change({ scopes })} errors={errors} />
    </>
  );
}
