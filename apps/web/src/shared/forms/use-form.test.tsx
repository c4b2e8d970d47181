import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@crm/api-client';
import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LoginSchema,
  PASSWORD_REQUIRED_MESSAGE,
} from '@crm/domain';
import { useForm } from './use-form';

const EMPTY = { email: '', password: '' };

/** A 400 answer as the API client throws it. */
function badRequest(errors: { path: string; message: string }[]) {
  const body = { message: 'Invalid input', errors };
  return new ApiError({ status: 400, statusText: 'Bad Request', text: JSON.stringify(body), body });
}

describe('useForm', () => {
  it('shows the schema’s own messages on submit and sends nothing', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useForm(LoginSchema, EMPTY));
    const preventDefault = vi.fn();
    act(() => result.current.submit(onValid)({ preventDefault }));
    expect(preventDefault).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      email: EMAIL_REQUIRED_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });
    expect(result.current.fieldProps('email')).toMatchObject({
      isInvalid: true,
      errorMessage: EMAIL_REQUIRED_MESSAGE,
    });
  });

  it('calls onValid with the parsed data and the values once every field is valid', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useForm(LoginSchema, { email: ' ada@example.com ', password: 'secret' }),
    );
    act(() => result.current.submit(onValid)());
    expect(result.current.errors).toEqual({});
    expect(onValid).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'secret' },
      { email: ' ada@example.com ', password: 'secret' },
    );
  });

  it('gives a field its value, and editing it clears only its own message', () => {
    const { result } = renderHook(() => useForm(LoginSchema, { email: 'nope', password: '' }));
    act(() => result.current.submit(vi.fn())());
    expect(result.current.errors).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      password: PASSWORD_REQUIRED_MESSAGE,
    });

    act(() => result.current.fieldProps('email').onChange('ada@example.com'));
    expect(result.current.values.email).toBe('ada@example.com');
    expect(result.current.fieldProps('email')).toEqual({
      name: 'email',
      value: 'ada@example.com',
      onChange: expect.any(Function),
      isInvalid: false,
      errorMessage: undefined,
    });
    expect(result.current.errors).toEqual({ password: PASSWORD_REQUIRED_MESSAGE });

    act(() => result.current.setValue('password', 'secret'));
    expect(result.current.errors).toEqual({});
  });

  it('parses what toInput makes of the values, and refine adds what the schema cannot know', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() =>
      useForm(
        LoginSchema,
        { email: 'ada@example.com', password: 'secret', accepted: false },
        {
          toInput: ({ email, password }) => ({ email, password }),
          refine: (errors, values) =>
            values.accepted ? errors : { ...errors, accepted: 'Please accept the terms' },
        },
      ),
    );
    act(() => result.current.submit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ accepted: 'Please accept the terms' });

    act(() => result.current.checkboxProps('accepted').onChange(true));
    expect(result.current.checkboxProps('accepted').isSelected).toBe(true);
    expect(result.current.errors).toEqual({});
    act(() => result.current.submit(onValid)());
    expect(onValid).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'secret' },
      expect.anything(),
    );
  });

  it('sets a select’s value from the chosen key and ignores a cleared one', () => {
    const { result } = renderHook(() => useForm(LoginSchema, { ...EMPTY, status: 'draft' }));
    act(() => result.current.selectProps('status').onChange('sent'));
    expect(result.current.selectProps('status').value).toBe('sent');
    act(() => result.current.selectProps('status').onChange(null));
    expect(result.current.values.status).toBe('sent');
  });

  it('puts a 400 answer’s messages on their fields, nested paths included', () => {
    const { result } = renderHook(() => useForm(LoginSchema, EMPTY));
    act(() =>
      result.current.showApiErrors(
        badRequest([
          { path: 'email', message: 'Email is already taken' },
          { path: 'lines.0.description', message: 'Description is required' },
        ]),
      ),
    );
    expect(result.current.fieldProps('email').errorMessage).toBe('Email is already taken');
    expect(result.current.errorProps('lines.0.description')).toEqual({
      isInvalid: true,
      errorMessage: 'Description is required',
    });

    act(() => result.current.clearErrors('lines.0.description'));
    expect(result.current.errors).toEqual({ email: 'Email is already taken' });
    // Anything that is not a 400 with field errors leaves no message on the fields.
    act(() => result.current.showApiErrors(new Error('offline')));
    expect(result.current.errors).toEqual({});
  });

  it('changes several fields at once, clearing only the messages named', () => {
    const { result } = renderHook(() => useForm(LoginSchema, EMPTY));
    act(() => result.current.submit(vi.fn())());
    act(() =>
      result.current.setValues(
        (current) => ({ ...current, email: 'a@b.co', password: 'x' }),
        'email',
      ),
    );
    expect(result.current.values).toEqual({ email: 'a@b.co', password: 'x' });
    expect(result.current.errors).toEqual({ password: PASSWORD_REQUIRED_MESSAGE });
  });

  it('resets to the latest initial values and clears every message', () => {
    const { result, rerender } = renderHook(({ initial }) => useForm(LoginSchema, () => initial), {
      initialProps: { initial: EMPTY },
    });
    act(() => result.current.setValue('email', 'typed@example.com'));
    act(() => result.current.submit(vi.fn())());
    rerender({ initial: { email: 'stored@example.com', password: '' } });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: 'stored@example.com', password: '' });
    expect(result.current.errors).toEqual({});
  });
});
