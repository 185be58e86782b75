import { useId } from 'react';
import { useQuery } from 'urql';
import { PermissionVocabularyDocument } from '../pages/roles/documents';
import { groupByArea, PERMISSIONS, useCan, useViewer } from '../lib/permissions';
import { CheckboxField } from './forms';

export interface PermissionInfo {
  name: string;
  description: string;
}

/**
 * The API's permission vocabulary with what each allows (Query.permissions, store:read); without
 * store:read, the names alone.
 */
export function usePermissionVocabulary(): { vocabulary: PermissionInfo[]; loading: boolean } {
  const can = useCan();
  const readable = can('store:read');
  const [result] = useQuery({ query: PermissionVocabularyDocument, requestPolicy: 'cache-first', pause: !readable });
  if (!readable || result.error) return { vocabulary: PERMISSIONS.map((name) => ({ name, description: '' })), loading: false };
  return { vocabulary: result.data?.permissions ?? [], loading: !result.data };
}

/**
 * Permission checkboxes grouped by area (Catalog, Orders, ...), each with what it allows. Those the
 * signed-in user does not hold are disabled: nobody hands out more than they have (the API says
 * FORBIDDEN otherwise).
 */
export function PermissionPicker({
  legend,
  vocabulary,
  value,
  onChange,
  error,
  disabled = false,
}: {
  legend: string;
  vocabulary: PermissionInfo[];
  value: readonly string[];
  onChange(next: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const viewer = useViewer();
  const errorId = useId();
  const toggle = (name: string, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(name);
    else next.delete(name);
    // The vocabulary's order, as the API lists them.
    onChange(vocabulary.map((p) => p.name).filter((n) => next.has(n)));
  };
  return (
    <fieldset className="permission-picker" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="permission-areas">
        {groupByArea(vocabulary).map((area) => (
          <fieldset key={area.area} className="permission-area">
            <legend>{area.label}</legend>
            {area.permissions.map((p) => {
              const held = viewer.permissions.includes(p.name);
              return (
                <CheckboxField
                  key={p.name}
                  label={p.name}
                  checked={value.includes(p.name)}
                  onChange={(on) => toggle(p.name, on)}
                  disabled={!held}
                  hint={held ? p.description || undefined : `${p.description ? `${p.description}. ` : ''}You do not hold it, so you cannot give it.`}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
