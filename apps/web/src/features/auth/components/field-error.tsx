/** A field's validation message, tied to its input by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="crest-field__error">
      {message}
    </div>
  );
}
