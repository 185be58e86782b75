import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormErrorSummary, TextField } from './forms';
import { formErrors, nested } from '../lib/errors';
import { CombinedError } from '@urql/core';

const apiErrors = new CombinedError({
  graphQLErrors: [
    { message: 'Must be at least 0', extensions: { code: 'VALIDATION_FAILED', field: 'price', rule: 'min' } },
    { message: 'Unknown game server', extensions: { code: 'VALIDATION_FAILED', field: 'commands.0.game_server_id', rule: 'exists' } },
    { message: 'Package not found', extensions: { code: 'NOT_FOUND' } },
  ],
});

describe('form errors', () => {
  it('keys field errors by the API path and keeps the rest general', () => {
    const errors = formErrors(apiErrors);
    expect(errors.fields).toEqual({ price: 'Must be at least 0', 'commands.0.game_server_id': 'Unknown game server' });
    expect(errors.general).toEqual(['Package not found']);
    expect(nested(errors, 'commands.0.').fields).toEqual({ game_server_id: 'Unknown game server' });
  });

  it('ties an input to its error for assistive technology', () => {
    render(<TextField label="Price" value="-1" onChange={() => undefined} error="Must be at least 0" />);
    const input = screen.getByLabelText('Price');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Must be at least 0');
  });

  it('lists errors for fields the form does not show, so none is swallowed', () => {
    render(<FormErrorSummary errors={formErrors(apiErrors)} known={['price']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('One field needs attention.');
    expect(alert).toHaveTextContent('Package not found');
    expect(alert).toHaveTextContent('commands.0.game_server_id: Unknown game server');
  });
});
