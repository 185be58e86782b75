import { useState, type FormEvent } from 'react';
import { useNotice, ConfirmButton } from '../../components/states';
import { useFocusLater } from './status';
import { FormActions, FormErrorSummary, TextAreaField } from '../../components/forms';
import { useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import { CreateNoteDocument, DeleteNoteDocument, UpdateNoteDocument } from './documents';
import type { OrderNote } from './types';
import { useCan } from '../../lib/permissions';

/** Staff notes: add, edit, delete; the API's message lands under the text box. */
export function NotesSection({ orderId, notes, refresh }: { orderId: number; notes: OrderNote[]; refresh(): void }) {
  const canWrite = useCan()('orders:write');
  const [notice, announce] = useNotice();
  const [content, setContent] = useState('');
  const { errors, fetching, submit: createNote } = useFormMutation(CreateNoteDocument);
  const [editing, setEditing] = useState<number | null>(null);
  const focusLater = useFocusLater();
  const { errors: deleteErrors, submit: deleteNote } = useFormMutation(DeleteNoteDocument);

  async function add(e: FormEvent) {
    e.preventDefault();
    if (!(await createNote({ orderId, input: { content } }))) return;
    setContent('');
    announce('Note added.');
  }

  async function remove(noteId: number) {
    if (!(await deleteNote({ orderId, noteId }))) return;
    announce('Note deleted.');
    refresh();
  }

  return (
    <section className="panel" aria-labelledby="order-notes-heading">
      <h2 id="order-notes-heading">Notes</h2>
      {notice}
      <FormErrorSummary errors={deleteErrors} known={[]} />
      {notes.length === 0 ? <p className="empty">No notes yet.</p> : null}
      {notes.map((note) =>
        editing === note.id ? (
          <NoteEditor
            key={note.id}
            orderId={orderId}
            note={note}
            onDone={(saved) => {
              setEditing(null);
              focusLater(`edit-note-${note.id}`);
              if (saved) announce('Note saved.');
            }}
          />
        ) : (
          <article key={note.id} className="note" aria-labelledby={`note-${note.id}-meta`}>
            <p id={`note-${note.id}-meta`} className="hint">
              Note {note.id} · {formatDateTime(note.createdAt)} · {note.userId ? `by API key ${note.userId}` : 'by a staff user (the audit log names who)'}
              {note.updatedAt !== note.createdAt ? ` · edited ${formatDateTime(note.updatedAt)}` : ''}
            </p>
            <p className="note-text">{note.content}</p>
            {canWrite ? (
              <div className="row">
                <button type="button" id={`edit-note-${note.id}`} aria-label={`Edit note ${note.id}`} onClick={() => setEditing(note.id)}>
                  Edit
                </button>
                <ConfirmButton
                  backLabel="No, go back"
                  label="Delete"
                  name={`Delete note ${note.id}`}
                  confirmLabel={`Yes, delete note ${note.id}`}
                  onConfirm={() => void remove(note.id)}
                />
              </div>
            ) : null}
          </article>
        ),
      )}
      {canWrite ? (
        <form onSubmit={add} noValidate>
          <FormErrorSummary errors={errors} known={['content']} />
          <TextAreaField label="New note" value={content} onChange={setContent} error={errors.fields.content} />
          <button type="submit" className="primary" disabled={fetching}>
            Add note
          </button>
        </form>
      ) : null}
    </section>
  );
}

function NoteEditor({ orderId, note, onDone }: { orderId: number; note: OrderNote; onDone(saved: boolean): void }) {
  const [content, setContent] = useState(note.content);
  const { errors, fetching, submit: updateNote } = useFormMutation(UpdateNoteDocument);
  async function save(e: FormEvent) {
    e.preventDefault();
    if (await updateNote({ orderId, noteId: note.id, input: { content } })) onDone(true);
  }
  return (
    <form onSubmit={save} noValidate aria-label={`Edit note ${note.id}`}>
      <FormErrorSummary errors={errors} known={['content']} />
      <TextAreaField label={`Note ${note.id}`} value={content} onChange={setContent} error={errors.fields.content} autoFocus />
      <FormActions submitLabel="Save note" submitting={fetching} onDiscard={() => onDone(false)} />
    </form>
  );
}
