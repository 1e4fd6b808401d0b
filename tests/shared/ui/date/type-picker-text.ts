import { fireEvent } from '@testing-library/react';

/** Types a text into one of antd's picker inputs and confirms it with Enter, as a keyboard user does. */
export function typePickerText(input: HTMLElement, text: string): void {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}
