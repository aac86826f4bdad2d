// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { OutlinedTextField } from './OutlinedTextField';

const REQUIRED = 'Obrigatório';
const TOO_SHORT = 'Curta demais';

afterEach(() => {
  cleanup();
});

/** The field's structure: its elements' tags, classes and the attributes that tie them together. */
function structureOf(root: Element): string[] {
  const idOf = new Map<string, string>();
  const named = (value: string | null) => {
    if (value === null) return null;
    if (!idOf.has(value)) idOf.set(value, `id${idOf.size}`);
    return idOf.get(value);
  };
  return [root, ...root.querySelectorAll('*')].map((element) =>
    [
      element.tagName,
      [...element.classList].filter((name) => name.startsWith('Mui')).join(' '),
      ...['id', 'for', 'aria-describedby', 'aria-invalid', 'type', 'name', 'autocomplete'].map(
        (attribute) => {
          const value = element.getAttribute(attribute);
          return ['id', 'for', 'aria-describedby'].includes(attribute) ? named(value) : value;
        },
      ),
    ].join('|'),
  );
}

describe('OutlinedTextField', () => {
  it('draws what TextField draws for an outlined field with a label and a helper text', () => {
    const props = { label: 'E-mail', name: 'email', type: 'email', autoComplete: 'email', error: true };
    const { container: mine } = render(<OutlinedTextField {...props} helperText={REQUIRED} />);
    const { container: theirs } = render(<TextField {...props} helperText={REQUIRED} />);
    expect(structureOf(mine.firstElementChild as Element)).toEqual(
      structureOf(theirs.firstElementChild as Element),
    );
  });

  it('labels its input, describes it by the helper text, and reports changes and blurs', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <OutlinedTextField
        label={'Senha'}
        type="password"
        helperText={TOO_SHORT}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByLabelText('Senha');
    expect(input.getAttribute('type')).toBe('password');
    const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe(TOO_SHORT);
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('has no description without a helper text', () => {
    render(<OutlinedTextField label={'E-mail'} />);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-describedby')).toBeNull();
  });
});
