import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { QueryState } from './states';

describe('QueryState', () => {
  it('shows the error with a retry that goes past the cache, given the query’s own reexecute', async () => {
    const reexecute = vi.fn();
    const error = new CombinedError({ graphQLErrors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] });
    render(
      <QueryState result={{ fetching: false, error }} retry={reexecute}>
        {() => <p>data</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests: wait a moment and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reexecute).toHaveBeenCalledWith({ requestPolicy: 'network-only' });
    expect(screen.queryByText('data')).not.toBeInTheDocument();
  });

  it('says what is loading until data arrives', () => {
    render(
      <QueryState result={{ fetching: true }} loadingLabel="Loading top customers…">
        {() => <p>data</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading top customers…');
  });
});
