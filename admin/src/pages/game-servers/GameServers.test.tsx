import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { mockClient, renderPage, type Handler } from '../../test-utils';
import { GameServerRoutes } from './GameServerRoutes';
import { GameServerDocument, GameServersDocument } from './documents';

const T = '2026-11-22T10:00:00-03:00';
const server = { id: 7, name: 'Survival 1', type: 'minecraft', createdAt: T, updatedAt: T };

function page(path: string, handlers: Record<string, Handler>) {
  const mock = mockClient(handlers);
  renderPage(<GameServerRoutes />, { client: mock.client, path, route: '/game-servers/*' });
  return mock;
}

const called = (calls: { name: string; variables: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name);

describe('game servers', () => {
  it('lists the servers a page at a time, each linked to its page', async () => {
    const { calls } = page('/game-servers?page=2', {
      GameServerList: () => ({
        data: {
          gameServers: { meta: { total: 17, perPage: 15, currentPage: 2, lastPage: 2 }, data: [server, { ...server, id: 8, name: 'Lobby', type: null }] },
        },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Survival 1' });
    expect(link).toHaveAttribute('href', '/game-servers/7');
    const lobby = screen.getByRole('row', { name: /Lobby/ });
    expect(within(lobby).getByText('Not set')).toBeInTheDocument();
    expect(called(calls, 'GameServerList')[0].variables).toMatchObject({ page: 2 });
    expect(screen.getByText(/16–17 of 17/)).toBeInTheDocument();
  });

  it('never asks a query for the token: only create and rotate return it', () => {
    expect(print(GameServersDocument)).not.toMatch(/\btoken\b/);
    expect(print(GameServerDocument)).not.toMatch(/\btoken\b/);
  });

  it('shows the token once after create, and not after leaving', async () => {
    const { calls } = page('/game-servers/new', {
      GameServerCreate: (v) => ({ data: { createGameServer: { ...server, ...(v.input as object), token: 'gs_secret_once' } } }),
      GameServerOne: () => ({ data: { gameServer: server } }),
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Survival 1');
    await userEvent.type(screen.getByLabelText('Type'), 'minecraft');
    await userEvent.click(screen.getByRole('button', { name: 'Create game server' }));
    const region = await screen.findByRole('region', { name: 'Server token' });
    expect(within(region).getByText('gs_secret_once')).toBeInTheDocument();
    expect(region).toHaveTextContent('Copy it now');
    expect(called(calls, 'GameServerCreate')[0].variables).toEqual({ input: { name: 'Survival 1', type: 'minecraft' } });

    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(await screen.findByRole('heading', { name: 'Game server: Survival 1' })).toBeInTheDocument();
    expect(screen.queryByText('gs_secret_once')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Server token' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('secret-value')).not.toBeInTheDocument();
  });

  it('puts the API’s field error under the Name input and shows no token', async () => {
    page('/game-servers/new', {
      GameServerCreate: () => ({ errors: [{ message: 'name is required', code: 'VALIDATION_FAILED', field: 'name', rule: 'required' }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create game server' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('name is required'));
    expect(screen.getByRole('alert')).toHaveTextContent('One field needs attention.');
    expect(screen.queryByRole('region', { name: 'Server token' })).not.toBeInTheDocument();
  });

  it('saves a new name and type (an empty type clears it)', async () => {
    const { calls } = page('/game-servers/7', {
      GameServerOne: () => ({ data: { gameServer: server } }),
      GameServerUpdate: (v) => ({ data: { updateGameServer: { ...server, name: 'Survival 2', type: null, id: v.id } } }),
    });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Survival 2');
    await userEvent.clear(screen.getByLabelText('Type'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(called(calls, 'GameServerUpdate')[0].variables).toEqual({ id: 7, input: { name: 'Survival 2', type: '' } });
  });

  it('asks before rotating the token, then shows the new one once', async () => {
    const { calls } = page('/game-servers/7', {
      GameServerOne: () => ({ data: { gameServer: server } }),
      GameServerRotateToken: () => ({ data: { rotateGameServerToken: { id: 7, token: 'gs_new_token', updatedAt: T } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate token' }));
    expect(called(calls, 'GameServerRotateToken')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(called(calls, 'GameServerRotateToken')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate token' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, rotate token' }));
    const region = await screen.findByRole('region', { name: 'New server token' });
    expect(within(region).getByText('gs_new_token')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Copy' })).toHaveFocus();
    expect(called(calls, 'GameServerRotateToken')[0].variables).toEqual({ id: 7 });
    expect(screen.getByText(/Token rotated: the old token no longer works/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('gs_new_token')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Token' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Rotate token' })).toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the list', async () => {
    const { calls } = page('/game-servers/7', {
      GameServerOne: () => ({ data: { gameServer: server } }),
      GameServerDelete: () => ({ data: { deleteGameServer: true } }),
      GameServerList: () => ({ data: { gameServers: { meta: { total: 0, perPage: 15, currentPage: 1, lastPage: 1 }, data: [] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete game server' }));
    expect(called(calls, 'GameServerDelete')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete game server' }));
    expect(await screen.findByRole('heading', { name: 'Game servers' })).toBeInTheDocument();
    expect(called(calls, 'GameServerDelete')[0].variables).toEqual({ id: 7 });
    expect(await screen.findByText('Game server “Survival 1” deleted.')).toBeInTheDocument();
    expect(screen.getByText(/No game servers yet/)).toBeInTheDocument();
  });

  it('says so for an unknown server', async () => {
    page('/game-servers/99', {
      GameServerOne: () => ({ errors: [{ message: 'Game server not found', code: 'NOT_FOUND' }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
