import { Alert } from 'antd';

/** A form's failed request, next to the form, with the server's msg. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={message} /> : null;
}
