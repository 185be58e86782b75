import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useNotice, ConfirmButton } from '../../components/states';
import { useFocusLater } from './status';
import { FormErrorSummary, TextAreaField } from '../../components/forms';
import { formErrors, noErrors, type FormErrors } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { CreateNoteDocument, DeleteNoteDocument, UpdateNoteDocument } from './documents';
import type { OrderNote } from './types';

/** Staff notes: add, edit, delete; the API's message lands under the text box. */
export function NotesSection({ orderId, notes, refresh }: { orderId: number; notes: OrderNote[]; refresh(): void }) {
  const [notice, announce] = useNotice();
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [{ fetching }, createNote] = useMutation(CreateNoteDocument);
  const [editing, setEditing] = useState<number | null>(null);
  const focusLater = useFocusLater();
  const [, deleteNote] = useMutation(DeleteNoteDocument);
  const [deleteErrors, setDeleteErrors] = useState<FormErrors>(noErrors);

  async function add(e: FormEvent) {
    e.preventDefault();
    setErrors(noErrors);
    const result = await createNote({ orderId, input: { content } });
    if (result.error) {
      setErrors(formErrors(result.error));
      return;
    }
    setContent('');
    announce('Note added.');
  }

  async function remove(noteId: number) {
    setDeleteErrors(noErrors);
    const result = await deleteNote({ orderId, noteId });
    if (result.error) {
      setDeleteErrors(formErrors(result.error));
      return;
    }
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
              Note {note.id} · {formatDateTime(note.createdAt)} · by API key {note.userId}
              {note.updatedAt !== note.createdAt ? ` · edited ${formatDateTime(note.updatedAt)}` : ''}
            </p>
            <p className="note-text">{note.content}</p>
            <div className="row">
              <button type="button" id={`edit-note-${note.id}`} aria-label={`Edit note ${note.id}`} onClick={() => setEditing(note.id)}>
                Edit
              </button>
              <ConfirmButton backLabel="No, go back" label="Delete" name={`Delete note ${note.id}`} confirmLabel={`Yes, delete note ${note.id}`} onConfirm={() => void remove(note.id)} />
            </div>
          </article>
        ),
      )}
      <form onSubmit={add} noValidate>
        <FormErrorSummary errors={errors} known={['content']} />
        <TextAreaField label="New note" value={content} onChange={setContent} error={errors.fields.content} />
        <button type="submit" className="primary" disabled={fetching}>
          Add note
        </button>
      </form>
    </section>
  );
}

function NoteEditor({ orderId, note, onDone }: { orderId: number; note: OrderNote; onDone(saved: boolean): void }) {
  const [content, setContent] = useState(note.content);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [{ fetching }, updateNote] = useMutation(UpdateNoteDocument);
  async function save(e: FormEvent) {
    e.preventDefault();
    setErrors(noErrors);
    const result = await updateNote({ orderId, noteId: note.id, input: { content } });
    if (result.error) {
      setErrors(formErrors(result.error));
      return;
    }
    onDone(true);
  }
  return (
    <form onSubmit={save} noValidate aria-label={`Edit note ${note.id}`}>
      <FormErrorSummary errors={errors} known={['content']} />
      <TextAreaField label={`Note ${note.id}`} value={content} onChange={setContent} error={errors.fields.content} autoFocus />
      <div className="row">
        <button type="submit" className="primary" disabled={fetching}>
          Save note
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Discard changes
        </button>
      </div>
    </form>
  );
}
