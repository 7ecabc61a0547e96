export interface RichTextEditorProps {
  /** The field's visible label; it also names the editing area for screen readers. */
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string | null;
  required?: boolean;
  /** Default 'Commencez à écrire...'. */
  placeholder?: string;
  /** Minimum height of the writing area in px; default 200 (spec section 5). */
  height?: number;
}
