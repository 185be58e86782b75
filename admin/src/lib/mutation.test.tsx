import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'urql';
import { apiError, mockClient, type Handler } from '../test-utils';
import { CreateNoteDocument } from '../pages/orders/documents';
import { noErrors } from './errors';
import { useFormMutation } from './mutation';

const note = { id: 7, orderId: 1, content: 'Called the buyer', createdAt: '2024-01-01T00:00:00Z', updatedAt: '2024-01-01T00:00:00Z' };
const tooLong = apiError([{ message: 'Too long', code: 'VALIDATION_FAILED', field: 'content' }]);

/** The hook around the fake client, the note mutation answering `answers` in turn. */
function setup(answers: ReturnType<Handler>[], keepErrors?: boolean) {
  const queue = [...answers];
  const { client } = mockClient({ OrdersCreateNote: () => queue.shift() ?? {} });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return renderHook(() => useFormMutation(CreateNoteDocument, { keepErrors }), { wrapper });
}

describe('useFormMutation', () => {
  it('keeps the API errors and resolves null; the next submit clears them at once and resolves the data', async () => {
    const { result } = setup([tooLong, { data: { createOrderNote: note } }]);
    let data: unknown;
    await act(async () => {
      data = await result.current.submit({ orderId: 1, input: { content: 'x'.repeat(5000) } });
    });
    expect(data).toBeNull();
    expect(result.current.errors).toEqual({ fields: { content: 'Too long' }, general: [] });

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit({ orderId: 1, input: { content: 'Called the buyer' } });
    });
    expect(result.current.errors).toBe(noErrors);
    await act(async () => {
      data = await pending;
    });
    expect(data).toEqual({ createOrderNote: note });
    expect(result.current.errors).toBe(noErrors);
  });

  it('with keepErrors, leaves the old errors up until the answer replaces them', async () => {
    const { result } = setup([tooLong, { data: { createOrderNote: note } }], true);
    await act(async () => {
      await result.current.submit({ orderId: 1, input: { content: 'x' } });
    });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.submit({ orderId: 1, input: { content: 'Called the buyer' } });
    });
    expect(result.current.errors.fields).toEqual({ content: 'Too long' });
    expect(result.current.fetching).toBe(true);
    await act(async () => {
      await pending;
    });
    expect(result.current.errors).toBe(noErrors);
    expect(result.current.fetching).toBe(false);
  });
});
