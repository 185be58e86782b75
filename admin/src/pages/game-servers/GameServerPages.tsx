import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { FormErrorSummary, TextField } from '../../components/forms';
import { ConfirmButton, PageHeader, QueryState, SecretOnce, useNotice } from '../../components/states';
import { errorCode, type FormErrors } from '../../lib/errors';
import { useErrorsState, useFormMutation } from '../../lib/mutation';
import { formatDateTime } from '../../lib/format';
import type { GameServerOneQuery } from '../../gql/graphql';
import { NotFound } from '../NotFound';
import { CreateGameServerDocument, DeleteGameServerDocument, GameServerDocument, RotateGameServerTokenDocument, UpdateGameServerDocument } from './documents';
import { IfAllowed, ReadOnlyUnless } from '../../lib/permissions';

/** The API paths the form shows (CreateGameServerInput / UpdateGameServerInput). */
const KNOWN = ['name', 'type'];

interface Draft {
  name: string;
  type: string;
}

function GameServerFields({ draft, change, errors }: { draft: Draft; change(patch: Partial<Draft>): void; errors: FormErrors }) {
  return (
    <div className="form-grid">
      <TextField label="Name" value={draft.name} onChange={(name) => change({ name })} error={errors.fields.name} required autoComplete="off" />
      <TextField
        label="Type"
        value={draft.type}
        onChange={(type) => change({ type })}
        error={errors.fields.type}
        hint="Optional free text: the game or the server’s role. Left empty: not set."
        autoComplete="off"
      />
    </div>
  );
}

/** /game-servers/new: after creating, the server's token is shown this once. */
export function GameServerCreatePage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({ name: '', type: '' });
  const [created, setCreated] = useState<{ id: number; name: string; token: string } | null>(null);
  const { errors, fetching, submit: create } = useFormMutation(CreateGameServerDocument, { keepErrors: true });

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const data = await create({ input: { name: draft.name, type: draft.type } });
    if (!data) return;
    const { id, name, token } = data.createGameServer;
    setCreated({ id, name, token });
  }

  if (created) {
    return (
      <>
        <PageHeader title={`Game server “${created.name}” created`} />
        <SecretOnce
          label="Server token"
          value={created.token}
          onDone={() => navigate(`/game-servers/${created.id}`, { state: { notice: `Game server “${created.name}” created.` } })}
        />
        <p>
          Give this token to the game server’s plugin (it sends it as <code>Authorization: Bearer …</code> when it polls its commands).
        </p>
        <p className="row">
          <Link to={`/game-servers/${created.id}`}>Open {created.name}</Link>
          <Link to="/game-servers">Back to game servers</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader title="New game server" />
      <form className="panel" onSubmit={submit} noValidate aria-label="New game server">
        <FormErrorSummary errors={errors} known={KNOWN} />
        <GameServerFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} />
        <div className="row">
          <button type="submit" className="primary" disabled={fetching}>
            {fetching ? 'Creating…' : 'Create game server'}
          </button>
          <Link to="/game-servers">Cancel</Link>
        </div>
      </form>
    </>
  );
}

/** /game-servers/:id: rename, rotate the token (shown this once), delete. */
export function GameServerEditPage() {
  const id = Number(useParams().id);
  const [result, reexecute] = useQuery({ query: GameServerDocument, variables: { id }, pause: !Number.isInteger(id) });
  if (!Number.isInteger(id) || errorCode(result.error) === 'NOT_FOUND') return <NotFound />;
  return (
    <QueryState result={result} retry={reexecute}>
      {({ gameServer }) => <GameServerEditor key={gameServer.id} server={gameServer} />}
    </QueryState>
  );
}

type Server = GameServerOneQuery['gameServer'];

function GameServerEditor({ server }: { server: Server }) {
  const navigate = useNavigate();
  const [notice, announce] = useNotice();
  const [draft, setDraft] = useState<Draft>({ name: server.name, type: server.type ?? '' });
  const [token, setToken] = useState<string | null>(null);
  // Keyboard focus follows the secret: onto its Copy button when it appears, back to the section when it is put away.
  const secretArea = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (token) secretArea.current?.querySelector<HTMLElement>('.secret-once button')?.focus();
    else if (shown.current) secretArea.current?.querySelector<HTMLElement>('h2')?.focus();
    shown.current = !!token;
  }, [token]);
  const { errors, fetching: saving, submit: update } = useFormMutation(UpdateGameServerDocument, { keepErrors: true });
  // Rotating and deleting share one error list, under the token section.
  const actions = useErrorsState();
  const { errors: actionErrors } = actions;
  const { fetching: rotating, submit: rotate } = useFormMutation(RotateGameServerTokenDocument, { errors: actions });
  const { fetching: deleting, submit: remove } = useFormMutation(DeleteGameServerDocument, { errors: actions });

  async function save(ev: FormEvent) {
    ev.preventDefault();
    const data = await update({ id: server.id, input: { name: draft.name, type: draft.type } });
    if (!data) return;
    const saved = data.updateGameServer;
    setDraft({ name: saved.name, type: saved.type ?? '' });
    announce('Saved.');
  }

  async function rotateToken() {
    const data = await rotate({ id: server.id });
    if (!data) return;
    setToken(data.rotateGameServerToken.token);
    announce('Token rotated: the old token no longer works. Copy the new one now.');
  }

  async function deleteServer() {
    const data = await remove({ id: server.id }, { additionalTypenames: ['GameServer'] });
    if (!data?.deleteGameServer) return;
    navigate('/game-servers', { state: { notice: `Game server “${server.name}” deleted.` } });
  }

  return (
    <>
      <PageHeader title={`Game server: ${server.name}`}>
        <Link to="/game-servers">All game servers</Link>
      </PageHeader>
      {notice}
      <div className="panel">
        <dl className="details">
          <dt>ID</dt>
          <dd>{server.id}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(server.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(server.updatedAt)}</dd>
        </dl>
      </div>

      <ReadOnlyUnless need="game_servers:write">
        <form className="panel" onSubmit={save} noValidate aria-labelledby="gs-edit-heading">
          <h2 id="gs-edit-heading">Details</h2>
          <FormErrorSummary errors={errors} known={KNOWN} />
          <GameServerFields draft={draft} change={(p) => setDraft((d) => ({ ...d, ...p }))} errors={errors} />
          <button type="submit" className="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </form>
      </ReadOnlyUnless>

      <IfAllowed need="game_servers:write">
        <section className="panel" aria-labelledby="gs-token-heading" ref={secretArea}>
          <h2 id="gs-token-heading" tabIndex={-1}>
            Token
          </h2>
          <FormErrorSummary errors={actionErrors} known={[]} />
          {token ? (
            <SecretOnce label="New server token" value={token} onDone={() => setToken(null)} />
          ) : (
            <>
              <p>
                The token was shown once, when the server was created or its token last rotated; it cannot be read again. Rotating makes a new one and the
                current token stops working at once, so the game server must be given the new one.
              </p>
              <ConfirmButton label="Rotate token" confirmLabel="Yes, rotate token" onConfirm={() => void rotateToken()} disabled={rotating} />
            </>
          )}
        </section>

        <section className="panel" aria-labelledby="gs-delete-heading">
          <h2 id="gs-delete-heading">Delete</h2>
          <p>Its token stops working; commands meant for this server may then run on any of the store’s servers.</p>
          <ConfirmButton label="Delete game server" onConfirm={() => void deleteServer()} disabled={deleting} />
        </section>
      </IfAllowed>
    </>
  );
}
