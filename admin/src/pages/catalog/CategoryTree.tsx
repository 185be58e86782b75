import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { ConfirmButton, ErrorState, Loading } from '../../components/states';
import { formErrors, type FormErrors } from '../../lib/errors';
import { useCan } from '../../lib/permissions';
import { buildTree, moveUpdates, type AllCategories, type CategoryNode, type CategoryRow } from './categories';
import { DeleteCategoryDocument, UpdateCategoryDocument } from './documents';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The category tree: every category under its parent, siblings in storefront order, each with
 * move up/down (its position, through updateCategory), hide/show, add subcategory, edit, delete.
 */
export function CategoryTree({ all, announce }: { all: AllCategories; announce(message: string): void }) {
  const canWrite = useCan()('catalog:write');
  const [, updateCategory] = useMutation(UpdateCategoryDocument);
  const [, deleteCategory] = useMutation(DeleteCategoryDocument);
  // Buttons stay enabled while a change runs (a disabled button drops the keyboard focus); a
  // second click meanwhile is ignored.
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<FormErrors | null>(null);
  const [moved, setMoved] = useState<{ id: number; direction: -1 | 1 } | null>(null);

  // A moved row's button can lose the focus (React moves its DOM node, or it becomes the first or
  // last and its button is disabled): give it back to the row's move button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again when the list re-renders with the moved row.
  useEffect(() => {
    if (!moved || (document.activeElement && document.activeElement !== document.body)) return;
    const same = document.getElementById(`category-move-${moved.direction < 0 ? 'up' : 'down'}-${moved.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`category-move-${moved.direction < 0 ? 'down' : 'up'}-${moved.id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, all.categories]);

  if (all.error && !all.categories) return <ErrorState error={all.error} retry={all.refresh} />;
  if (!all.categories) return <Loading label="Loading categories…" />;
  const categories = all.categories;
  const tree = buildTree(categories);

  async function run(action: () => Promise<FormErrors | null>, success: string) {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    setFailure(null);
    setMoved(null);
    try {
      const errors = await action();
      if (errors) setFailure(errors);
      else announce(success);
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }

  const move = (node: CategoryNode, siblings: CategoryNode[], direction: -1 | 1) =>
    run(
      async () => {
        // Sequential: each update is a position among the same siblings.
        for (const change of moveUpdates(
          siblings.map((s) => s.category),
          node.category.id,
          direction,
        )) {
          const result = await updateCategory({ id: change.id, input: { position: change.position } });
          if (result.error) return formErrors(result.error);
        }
        setMoved({ id: node.category.id, direction });
        return null;
      },
      `${node.category.name} moved ${direction < 0 ? 'up' : 'down'}.`,
    );

  const toggleHidden = (category: CategoryRow) =>
    run(
      async () => {
        const result = await updateCategory({ id: category.id, input: { hideCategory: !category.hideCategory } });
        return result.error ? formErrors(result.error) : null;
      },
      category.hideCategory ? `${category.name} is shown on the storefront again.` : `${category.name} is now hidden from the storefront.`,
    );

  const remove = (category: CategoryRow) =>
    run(async () => {
      const result = await deleteCategory({ id: category.id }, { additionalTypenames: ['Category'] });
      if (result.error) return formErrors(result.error);
      all.refresh();
      return null;
    }, `${category.name} deleted.`);

  function renderNodes(nodes: CategoryNode[], hiddenAbove: boolean): ReactNode {
    return (
      <ul className="category-tree">
        {nodes.map((node, i) => {
          const c = node.category;
          return (
            <li key={c.id} data-testid={`category-${c.id}`}>
              <div className="row category-row">
                <span className="category-name">
                  <strong>{c.name}</strong> <code>{c.slug}</code>{' '}
                  {c.hideCategory ? (
                    <span className="badge warn">Hidden</span>
                  ) : hiddenAbove ? (
                    <span className="badge warn">Hidden with its parent</span>
                  ) : (
                    <span className="badge ok">Visible</span>
                  )}
                  {c.hideSubcategory ? <span className="badge">Subcategories hidden</span> : null}
                </span>
                {canWrite ? (
                  <span className="row">
                    <button type="button" id={`category-move-up-${c.id}`} disabled={i === 0} onClick={() => void move(node, nodes, -1)}>
                      Move up<VisuallyHidden> {c.name}</VisuallyHidden>
                    </button>
                    <button type="button" id={`category-move-down-${c.id}`} disabled={i === nodes.length - 1} onClick={() => void move(node, nodes, 1)}>
                      Move down<VisuallyHidden> {c.name}</VisuallyHidden>
                    </button>
                    <button type="button" onClick={() => void toggleHidden(c)}>
                      {c.hideCategory ? 'Show' : 'Hide'}
                      <VisuallyHidden> {c.name}</VisuallyHidden>
                    </button>
                    <Link className="button" to={`/catalog/categories/new?parent=${c.id}`}>
                      Add subcategory<VisuallyHidden> to {c.name}</VisuallyHidden>
                    </Link>
                    <Link className="button" to={`/catalog/categories/${c.id}`}>
                      Edit<VisuallyHidden> {c.name}</VisuallyHidden>
                    </Link>
                    <ConfirmButton label={`Delete ${c.name}`} confirmLabel={`Yes, delete ${c.name}`} onConfirm={() => void remove(c)} />
                  </span>
                ) : (
                  <Link className="button" to={`/catalog/categories/${c.id}`}>
                    View<VisuallyHidden> {c.name}</VisuallyHidden>
                  </Link>
                )}
              </div>
              {node.children.length ? renderNodes(node.children, hiddenAbove || c.hideCategory) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      {failure ? (
        <div className="form-errors" role="alert">
          <ul>
            {[...failure.general, ...Object.entries(failure.fields).map(([f, m]) => `${f}: ${m}`)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {all.error ? <ErrorState error={all.error} retry={all.refresh} /> : null}
      {tree.length ? <div aria-busy={running}>{renderNodes(tree, false)}</div> : <p className="empty">No categories yet: create the first one.</p>}
    </>
  );
}
