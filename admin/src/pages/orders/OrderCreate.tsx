import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageHeader, QueryState } from '../../components/states';
import { FormErrorSummary, SelectField, TextField } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import type { Gateway, OrdersFormOptionsQuery } from '../../gql/graphql';
import { CreateOrderDocument, OrderFormOptionsDocument } from './documents';
import { GATEWAYS } from './status';
import { useCan } from '../../lib/permissions';

type Options = OrdersFormOptionsQuery;
type PackageOption = Options['packages']['data'][number];

interface LineDraft {
  key: number;
  packageId: string;
  quantity: string;
  fields: Record<string, string>;
}

let nextKey = 1;
const newLine = (): LineDraft => ({ key: nextKey++, packageId: '', quantity: '1', fields: {} });

const BUYER = ['client_identifier', 'client_email', 'client_name', 'gateway', 'client_discord', 'client_document', 'client_phone', 'coupon', 'ref_code'];

/** /orders/new: an order entered by hand (createOrder), PENDING, with checkout's rules and errors. */
export function OrderCreatePage() {
  // The store's variables need marketing:read: without it, a package that asks for one is refused by the API under its field.
  const variables = useCan()('marketing:read');
  const [result, reexecute] = useQuery({ query: OrderFormOptionsDocument, variables: { page: 1, variables } });
  return (
    <>
      <PageHeader title="New order">
        <Link to="/orders">All orders</Link>
      </PageHeader>
      <QueryState result={result} retry={reexecute}>
        {(data) => <OrderForm options={data} />}
      </QueryState>
    </>
  );
}

function OrderForm({ options }: { options: Options }) {
  const navigate = useNavigate();
  const [buyer, setBuyer] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const [variables, setVariables] = useState<Record<string, string>>({});
  const { errors, fetching, submit: createOrder } = useFormMutation(CreateOrderDocument);

  const packages = options.packages.data;
  const byId = new Map<string, PackageOption>(packages.map((p) => [String(p.id), p]));
  // The variables the chosen packages ask for, in the store's order.
  const askedIds = new Set(lines.flatMap((l) => byId.get(l.packageId)?.variables ?? []));
  const asked = (options.variables ?? []).filter((v) => askedIds.has(v.id));

  const b = (k: string) => buyer[k] ?? '';
  const setB = (k: string) => (v: string) => setBuyer((x) => ({ ...x, [k]: v }));
  const updateLine = (key: number, change: Partial<LineDraft>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const orNull = (v: string) => (v.trim() === '' ? undefined : v);
    const input = {
      clientIdentifier: b('client_identifier'),
      clientEmail: b('client_email'),
      clientName: b('client_name'),
      // One of the store's gateways (the select's options); anything else is the API's to refuse (rule enum).
      gateway: b('gateway') as Gateway,
      clientDiscord: orNull(b('client_discord')),
      clientDocument: orNull(b('client_document')),
      clientPhone: orNull(b('client_phone')),
      coupon: orNull(b('coupon')),
      refCode: orNull(b('ref_code')),
      items: lines.map((l) => {
        const pkg = byId.get(l.packageId);
        const fields: Record<string, string | number> = {};
        for (const f of pkg?.fields ?? []) {
          const v = l.fields[f.id] ?? '';
          if (v === '') continue;
          fields[String(f.id)] = f.type === 'NUMBER' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
        }
        return {
          id: l.packageId === '' ? null : Number(l.packageId),
          // The input is type=number: the browser gives '' for anything that is not one.
          quantity: l.quantity.trim() === '' || Number.isNaN(Number(l.quantity)) ? null : Number(l.quantity),
          fields,
        };
      }),
      variables: Object.fromEntries(asked.filter((v) => (variables[v.name] ?? '') !== '').map((v) => [v.name, variables[v.name]])),
    };
    const data = await createOrder({ input });
    if (data) navigate(`/orders/${data.createOrder.id}`);
  }

  const known = [
    ...BUYER,
    ...lines.flatMap((l, i) => [`items.${i}.id`, `items.${i}.quantity`, ...(byId.get(l.packageId)?.fields ?? []).map((f) => `items.${i}.fields.${f.id}`)]),
    ...asked.map((v) => `variables.${v.name}`),
  ];
  // The whole list's own error (none, too many) shows under the lines; the summary counts the rest.
  const { items: itemsError, ...otherFields } = errors.fields;
  const summary = { general: errors.general, fields: otherFields };

  return (
    <form onSubmit={submit} noValidate aria-label="New order">
      <FormErrorSummary errors={summary} known={known} />
      <fieldset>
        <legend>Buyer</legend>
        <div className="form-grid">
          <TextField
            label="Client identifier"
            value={b('client_identifier')}
            onChange={setB('client_identifier')}
            error={errors.fields.client_identifier}
            required
          />
          <TextField label="E-mail" type="email" value={b('client_email')} onChange={setB('client_email')} error={errors.fields.client_email} required />
          <TextField label="Name" value={b('client_name')} onChange={setB('client_name')} error={errors.fields.client_name} required />
          <SelectField
            label="Gateway"
            value={b('gateway')}
            onChange={setB('gateway')}
            options={GATEWAYS}
            empty="Choose a gateway"
            error={errors.fields.gateway}
            required
          />
          <TextField label="Discord" value={b('client_discord')} onChange={setB('client_discord')} error={errors.fields.client_discord} />
          <TextField label="Document" value={b('client_document')} onChange={setB('client_document')} error={errors.fields.client_document} />
          <TextField label="Phone" type="tel" value={b('client_phone')} onChange={setB('client_phone')} error={errors.fields.client_phone} />
        </div>
      </fieldset>

      <fieldset aria-describedby={itemsError ? 'order-items-error' : undefined}>
        <legend>Lines</legend>
        {itemsError ? (
          <p className="field-error" id="order-items-error">
            {itemsError}
          </p>
        ) : null}
        {options.packages.meta.total > packages.length ? (
          <p className="hint">
            The first {packages.length} of {options.packages.meta.total} packages are offered.
          </p>
        ) : null}
        {lines.map((line, i) => {
          const pkg = byId.get(line.packageId);
          return (
            <fieldset key={line.key}>
              <legend>Line {i + 1}</legend>
              <div className="form-grid">
                <SelectField
                  label={`Package (line ${i + 1})`}
                  value={line.packageId}
                  onChange={(v) => updateLine(line.key, { packageId: v, fields: {} })}
                  options={packages.map((p) => ({ value: p.id, label: `${p.name} · ${p.priceDisplay}${p.enabled ? '' : ' (disabled)'}` }))}
                  empty="Choose a package"
                  error={errors.fields[`items.${i}.id`]}
                  required
                />
                <TextField
                  label={`Quantity (line ${i + 1})`}
                  type="number"
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(v) => updateLine(line.key, { quantity: v })}
                  error={errors.fields[`items.${i}.quantity`]}
                  required
                />
                {(pkg?.fields ?? []).map((f) => (
                  <TextField
                    key={f.id}
                    label={`${f.name} (line ${i + 1})`}
                    type={f.type === 'NUMBER' ? 'number' : f.type === 'EMAIL' ? 'email' : 'text'}
                    value={line.fields[f.id] ?? ''}
                    onChange={(v) => updateLine(line.key, { fields: { ...line.fields, [f.id]: v } })}
                    hint={[f.description, f.required ? 'Required.' : 'Optional.'].filter(Boolean).join(' ')}
                    error={errors.fields[`items.${i}.fields.${f.id}`]}
                  />
                ))}
              </div>
              {lines.length > 1 ? (
                <button type="button" onClick={() => setLines((ls) => ls.filter((l) => l.key !== line.key))}>
                  Remove line {i + 1}
                </button>
              ) : null}
            </fieldset>
          );
        })}
        <button type="button" onClick={() => setLines((ls) => [...ls, newLine()])}>
          Add line
        </button>
      </fieldset>

      {asked.length ? (
        <fieldset>
          <legend>Variables</legend>
          <div className="form-grid">
            {asked.map((v) => (
              <TextField
                key={v.id}
                label={v.name}
                value={variables[v.name] ?? ''}
                onChange={(value) => setVariables((x) => ({ ...x, [v.name]: value }))}
                hint={v.description ?? undefined}
                error={errors.fields[`variables.${v.name}`]}
              />
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <legend>Discounts</legend>
        <div className="form-grid">
          <TextField label="Coupon" value={b('coupon')} onChange={setB('coupon')} error={errors.fields.coupon} />
          <TextField label="Affiliate ref code" value={b('ref_code')} onChange={setB('ref_code')} error={errors.fields.ref_code} />
        </div>
      </fieldset>

      <button type="submit" className="primary" disabled={fetching}>
        Create order
      </button>
    </form>
  );
}
