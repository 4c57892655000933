import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render';

describe('forgot password page', () => {
  it('shows the green message and turns the button into Go back to Login', async () => {
    mockApi(({ method, path }) =>
      method === 'POST' && path === '/account/forgot_password'
        ? jsonResponse({ message: 'Your new password has been sent to your email' })
        : undefined,
    );
    renderRoutes(appRoutes, '/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Please enter an email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'qc@steelworks.example');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your new password has been sent to your email');
    expect(screen.getByRole('link', { name: 'Go back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows a server error in a red alert', async () => {
    mockApi(() => jsonResponse({ detail: 'Too many requests. Please try again later.' }, 429, 'Too Many Requests'));
    renderRoutes(appRoutes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'qc@steelworks.example');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
