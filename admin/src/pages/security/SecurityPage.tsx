import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, TextField, numberOrNull } from '../../components/forms';
import { PageHeader, QueryState, useNotice } from '../../components/states';
import type { SecuritySettingsQuery } from '../../gql/graphql';
import { useFormMutation } from '../../lib/mutation';
import { SecuritySettingsDocument, UpdateSecurityDocument } from './documents';
import '../access.css';

type Settings = SecuritySettingsQuery['securitySettings'];

/** /security: whether every staff user must sign in with a TOTP code, and how long the audit log keeps entries. */
export function SecurityPage() {
  const [result, reexecute] = useQuery({ query: SecuritySettingsDocument });
  return (
    <div className="access-page">
      <PageHeader title="Security">
        <Link to="/staff">Staff</Link>
      </PageHeader>
      <QueryState result={result} retry={() => reexecute({ requestPolicy: 'network-only' })}>
        {({ securitySettings }) => <SecurityForm settings={securitySettings} />}
      </QueryState>
    </div>
  );
}

function SecurityForm({ settings }: { settings: Settings }) {
  const [requireTwoFactor, setRequire] = useState(settings.requireTwoFactor);
  const [days, setDays] = useState(String(settings.auditRetentionDays));
  const { errors, fetching, submit } = useFormMutation(UpdateSecurityDocument);
  const [notice, announce] = useNotice();
  // A refreshed answer (another tab saved) replaces the form's values.
  useEffect(() => {
    setRequire(settings.requireTwoFactor);
    setDays(String(settings.auditRetentionDays));
  }, [settings.requireTwoFactor, settings.auditRetentionDays]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const data = await submit({ input: { requireTwoFactor, auditRetentionDays: numberOrNull(days) } });
    if (data) announce('Security settings saved.');
  }

  return (
    <form className="panel" onSubmit={save} noValidate aria-label="Security settings">
      {notice}
      <FormErrorSummary errors={errors} known={['require_two_factor', 'audit_retention_days']} />
      <h2 style={{ marginTop: 0 }}>Sign-in</h2>
      <CheckboxField
        label="Require two-factor sign-in for every staff user"
        checked={requireTwoFactor}
        onChange={setRequire}
        error={errors.fields.require_two_factor}
        hint="Someone without it set up can only set it up (My account) until they do. API keys are not affected."
      />
      <h2>Audit log</h2>
      <TextField
        label="Keep audit entries for (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={3650}
        value={days}
        onChange={setDays}
        error={errors.fields.audit_retention_days}
        hint="1 to 3650. Older entries are deleted every hour."
      />
      <button type="submit" className="primary" disabled={fetching}>
        Save security settings
      </button>
    </form>
  );
}
