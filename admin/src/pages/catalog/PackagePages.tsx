import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import { noErrors, type FormErrors } from '../../lib/errors';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import { LicenseKeysPanel } from './LicenseKeysPanel';
import type { CatalogPackageDetailFragment } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { CreatePackageDocument, DeletePackageDocument, PackageDocument, UpdatePackageDocument } from './documents';
import { PackageForm } from './PackageForm';
import { draftOf, emptyDraft, toInput, type PackageDraft } from './packageDraft';
import { useHandedNotice } from '../../lib/notice';
import { ReadOnlyUnless } from '../../lib/permissions';

/** Errors state with a way to forget those under one list (their row indexes are stale once rows move). */
function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const dropErrors = useCallback(
    (prefix: string) =>
      setErrors((current) => {
        const fields = Object.fromEntries(Object.entries(current.fields).filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`)));
        return Object.keys(fields).length === Object.keys(current.fields).length ? current : { ...current, fields };
      }),
    [],
  );
  return { errors, setErrors, dropErrors };
}

/** /catalog/packages/new[?category=<id>] */
export function PackageCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PackageDraft>(() => emptyDraft(params.get('category') ?? ''));
  const form = useFormErrors();
  const { errors, dropErrors } = form;
  const { fetching, submit: create } = useFormMutation(CreatePackageDocument, { keepErrors: true, errors: form });

  async function submit() {
    const data = await create({ input: toInput(draft, false) }, { additionalTypenames: ['Package'] });
    if (!data) return;
    const created = data.createPackage;
    navigate(`/catalog/packages/${created.id}`, { state: { notice: `Package “${created.name}” created.` } });
  }

  return (
    <>
      <PageHeader title="New package">
        <Link to="/catalog">Back to the catalog</Link>
      </PageHeader>
      <PackageForm
        draft={draft}
        setDraft={setDraft}
        errors={errors}
        dropErrors={dropErrors}
        onSubmit={() => void submit()}
        submitting={fetching}
        submitLabel="Create package"
        editing={false}
      />
    </>
  );
}

/** /catalog/packages/:id */
export function PackageEditPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <PackageEdit key={id} id={id} />;
}

function PackageEdit({ id }: { id: number }) {
  const [notice, announce] = useNotice();
  useHandedNotice(announce);
  const [result, reexecute] = useQuery({ query: PackageDocument, variables: { id } });
  return (
    <>
      {result.data ? null : <PageHeader title="Package" />}
      <QueryState result={result} retry={reexecute}>
        {(data) => <PackageEditForm pkg={data.package} notice={notice} announce={announce} />}
      </QueryState>
    </>
  );
}

function PackageEditForm({ pkg, notice, announce }: { pkg: CatalogPackageDetailFragment; notice: ReactNode; announce(m: string): void }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PackageDraft>(() => draftOf(pkg));
  // Saving and deleting show their errors in the one form.
  const form = useFormErrors();
  const { errors, dropErrors } = form;
  const { fetching, submit: update } = useFormMutation(UpdatePackageDocument, { keepErrors: true, errors: form });
  const { fetching: deleting, submit: remove } = useFormMutation(DeletePackageDocument, { keepErrors: true, errors: form });
  // Raised by each save: the keys panel reloads (a save replaces the unused pool).
  const [saved, setSaved] = useState(0);

  async function submit() {
    const data = await update({ id: pkg.id, input: toInput(draft, true) });
    if (!data) return;
    setDraft(draftOf(data.updatePackage));
    setSaved((n) => n + 1);
    announce('Package saved.');
  }

  /** Keys the panel added are in the pool now: the form's pool gets them too, so saving it keeps them. */
  function keysAdded(keys: string[]) {
    setDraft((d) => ({ ...d, licenseKeys: [d.licenseKeys.replace(/\s+$/, ''), ...keys].filter((line) => line !== '').join('\n') }));
  }

  async function onDelete() {
    if (!(await remove({ id: pkg.id }, { additionalTypenames: ['Package'] }))) return;
    navigate('/catalog', { state: { notice: `Package “${pkg.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={pkg.name}>
        <Link to={`/catalog?category=${pkg.categoryId}`}>Packages of its category</Link>
        <Link to="/catalog">Back to the catalog</Link>
      </PageHeader>
      {notice}
      <p className="row">
        {pkg.enabled ? <span className="badge ok">For sale</span> : <span className="badge bad">Off sale</span>}
        <span>{pkg.priceDisplay}</span>
        {pkg.isVariationParent ? <span className="badge">Has variations</span> : null}
        {pkg.parentId !== null ? (
          <span>
            Variation of <Link to={`/catalog/packages/${pkg.parentId}`}>package #{pkg.parentId}</Link>
          </span>
        ) : null}
        <span className="hint">
          #{pkg.id} · created {formatDateTime(pkg.createdAt)} · last changed {formatDateTime(pkg.updatedAt)}
        </span>
      </p>
      <ReadOnlyUnless need="catalog:write">
        <PackageForm
          draft={draft}
          setDraft={setDraft}
          errors={errors}
          dropErrors={dropErrors}
          onSubmit={() => void submit()}
          submitting={fetching}
          submitLabel="Save package"
          editing
          actions={<ConfirmButton label="Delete package" onConfirm={() => void onDelete()} disabled={deleting} />}
        />
      </ReadOnlyUnless>
      <LicenseKeysPanel packageId={pkg.id} version={saved} onAdded={keysAdded} />
    </>
  );
}
