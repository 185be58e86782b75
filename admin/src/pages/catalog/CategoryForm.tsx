import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { CheckboxField, FormErrorSummary, numberOrNull, SelectField, TextField } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, useNotice } from '../../components/states';
import type { FormErrors } from '../../lib/errors';
import { useErrorsState, useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { CatalogCategoryQuery } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { categoryOptions, useAllCategories } from './categories';
import { CategoryDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument } from './documents';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';

/** The API paths the category form shows (CreateCategoryInput / UpdateCategoryInput, snake_case). */
const KNOWN = ['name', 'slug', 'parent_id', 'position', 'hide_category', 'hide_subcategory', 'image', 'banner'];

interface Draft {
  name: string;
  slug: string;
  parentId: string;
  position: string;
  hideCategory: boolean;
  hideSubcategory: boolean;
  image: string;
  banner: string;
}

type Category = CatalogCategoryQuery['category'];

function draftOf(c: Category): Draft {
  return {
    name: c.name,
    slug: c.slug,
    parentId: c.parentId === null ? '' : String(c.parentId),
    position: String(c.position),
    hideCategory: c.hideCategory,
    hideSubcategory: c.hideSubcategory,
    image: c.image ?? '',
    banner: c.banner ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);
const orUndefined = (v: string) => (v.trim() === '' ? undefined : v);

function CategoryFields({
  draft,
  change,
  errors,
  editing,
  exclude,
}: {
  draft: Draft;
  change(patch: Partial<Draft>): void;
  errors: FormErrors;
  editing: boolean;
  exclude?: number;
}) {
  const all = useAllCategories();
  const e = errors.fields;
  return (
    <>
      {all.loaders}
      <div className="form-grid">
        <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} error={e.name} required autoComplete="off" />
        <TextField
          label="Slug"
          value={draft.slug}
          onChange={(slug) => change({ slug })}
          error={e.slug}
          hint={
            editing
              ? 'Used in storefront URLs. Left empty: made from the new name when the name changes.'
              : 'Used in storefront URLs. Left empty: made from the name.'
          }
          autoComplete="off"
        />
        <SelectField
          label="Parent category"
          value={draft.parentId}
          onChange={(parentId) => change({ parentId })}
          options={categoryOptions(all.categories, exclude)}
          empty={all.categories ? 'None (top level)' : 'Loading categories…'}
          error={e.parent_id}
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          value={draft.position}
          onChange={(position) => change({ position })}
          error={e.position}
          hint={editing ? 'Order among its siblings, ascending.' : 'Order among its siblings, ascending. Left empty: after the last one.'}
        />
        <TextField label="Image URL" type="url" value={draft.image} onChange={(image) => change({ image })} error={e.image} />
        <TextField label="Banner URL" type="url" value={draft.banner} onChange={(banner) => change({ banner })} error={e.banner} />
      </div>
      <CheckboxField
        label="Hidden from the storefront"
        checked={draft.hideCategory}
        onChange={(hideCategory) => change({ hideCategory })}
        error={e.hide_category}
        hint="Hides everything below it too."
      />
      <CheckboxField
        label="Subcategories hidden"
        checked={draft.hideSubcategory}
        onChange={(hideSubcategory) => change({ hideSubcategory })}
        error={e.hide_subcategory}
        hint="Kept for the back office; storefront lists do not apply it. Only for a subcategory or a category with subcategories."
      />
    </>
  );
}

/** /catalog/categories/new[?parent=<id>] */
export function CategoryCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    slug: '',
    parentId: params.get('parent') ?? '',
    position: '',
    hideCategory: false,
    hideSubcategory: false,
    image: '',
    banner: '',
  });
  const { errors, fetching, submit: create } = useFormMutation(CreateCategoryDocument, { keepErrors: true });

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const data = await create({
      input: {
        name: draft.name,
        slug: orUndefined(draft.slug),
        parentId: draft.parentId === '' ? null : Number(draft.parentId),
        position: draft.position === '' ? undefined : numberOrNull(draft.position),
        hideCategory: draft.hideCategory,
        hideSubcategory: draft.hideSubcategory,
        image: orNull(draft.image),
        banner: orNull(draft.banner),
      },
    });
    if (!data) return;
    navigate('/catalog', { state: { notice: `Category “${data.createCategory.name}” created.` } });
  }

  return (
    <>
      <PageHeader title={draft.parentId ? 'New subcategory' : 'New category'}>
        <Link to="/catalog">Back to the catalog</Link>
      </PageHeader>
      <form className="panel" onSubmit={submit} noValidate aria-label="New category">
        <FormErrorSummary errors={errors} known={KNOWN} />
        <CategoryFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} editing={false} />
        <button type="submit" className="primary" disabled={fetching}>
          Create category
        </button>
      </form>
    </>
  );
}

/** /catalog/categories/:id */
export function CategoryEditPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <CategoryEdit key={id} id={id} />;
}

function CategoryEdit({ id }: { id: number }) {
  const [result, reexecute] = useQuery({ query: CategoryDocument, variables: { id } });
  return (
    <QueryState result={result} retry={reexecute}>
      {(data) => <CategoryEditForm category={data.category} />}
    </QueryState>
  );
}

function CategoryEditForm({ category }: { category: Category }) {
  const navigate = useNavigate();
  const [notice, announce] = useNotice();
  const [draft, setDraft] = useState<Draft>(() => draftOf(category));
  // Saving and deleting show their errors in the one form.
  const form = useErrorsState();
  const { errors } = form;
  const { fetching, submit: update } = useFormMutation(UpdateCategoryDocument, { keepErrors: true, errors: form });
  const { fetching: deleting, submit: remove } = useFormMutation(DeleteCategoryDocument, { keepErrors: true, errors: form });

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const data = await update({
      id: category.id,
      input: {
        name: draft.name,
        // Left out: kept, or made from the new name when the name changes.
        slug: orUndefined(draft.slug),
        parentId: draft.parentId === '' ? null : Number(draft.parentId),
        // Sent only when changed: left out while the parent changes puts it at the end of its new siblings.
        position: draft.position === String(category.position) ? undefined : numberOrNull(draft.position),
        hideCategory: draft.hideCategory,
        hideSubcategory: draft.hideSubcategory,
        image: orNull(draft.image),
        banner: orNull(draft.banner),
      },
    });
    if (!data) return;
    setDraft(draftOf({ ...category, ...data.updateCategory }));
    announce('Category saved.');
  }

  async function onDelete() {
    if (!(await remove({ id: category.id }, { additionalTypenames: ['Category'] }))) return;
    navigate('/catalog', { state: { notice: `Category “${category.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={`Category: ${category.name}`}>
        <IfAllowed need="catalog:write">
          <Link className="button" to={`/catalog/categories/new?parent=${category.id}`}>
            Add subcategory
          </Link>
          <Link className="button" to={`/catalog/packages/new?category=${category.id}`}>
            New package here
          </Link>
        </IfAllowed>
        <Link to={`/catalog?category=${category.id}`}>Its packages</Link>
        <Link to="/catalog">Back to the catalog</Link>
      </PageHeader>
      {notice}
      <ReadOnlyUnless need="catalog:write">
        <form className="panel" onSubmit={submit} noValidate aria-label="Edit category">
          <FormErrorSummary errors={errors} known={KNOWN} />
          <CategoryFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} editing exclude={category.id} />
          <div className="row">
            <button type="submit" className="primary" disabled={fetching}>
              Save category
            </button>
            <ConfirmButton label="Delete category" onConfirm={() => void onDelete()} disabled={deleting} />
          </div>
          <p className="hint">
            Created {formatDateTime(category.createdAt)} · last changed {formatDateTime(category.updatedAt)}. A category that still holds packages or
            subcategories cannot be deleted.
          </p>
        </form>
      </ReadOnlyUnless>
    </>
  );
}
