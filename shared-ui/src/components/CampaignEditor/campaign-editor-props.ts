// The editor's props, apart from the component so its state hook can name them without the two
// files importing each other.
import type { ReactNode } from 'react';
import type { EditableCampaign, FieldIssue } from 'shared-contracts';
import type { FieldBinding } from '../../hooks/use-form-fields';
import type { CampaignAssociationOption } from './CampaignAssociationSelect';
import type { CampaignEditorInput } from './campaign-editor-values';

export interface CampaignEditorProps {
  /** The campaign edited with the server's edit rules (what may change); null on create. */
  campaign: EditableCampaign | null;
  /** Given (the admin's), the editor picks the campaign's association among these (required). */
  associations?: readonly CampaignAssociationOption[];
  /** Shows the status on create too (the admin's); otherwise only on edit. */
  statusOnCreate?: boolean;
  /** Asks for the story before sending (the manager's form). */
  requireStory?: boolean;
  /** Keeps the button disabled until the title and short description are filled (the admin's). */
  waitForRequired?: boolean;
  /** The texts each role words its own way; `fixErrors` shown after a refused submit. */
  texts: { submit: string; targetHint: string; cancel?: string; fixErrors?: string };
  /** The cover field (the manager uploads one); by default an image URL. */
  cover?: (binding: FieldBinding<string>) => ReactNode;
  /** Shown above the fields (a pending association's notice). */
  notice?: ReactNode;
  /** The last save's failure, announced under the fields. */
  failure?: string | null;
  /** The server's 422 issues, each under its field. */
  serverIssues?: readonly FieldIssue[];
  onSubmit: (input: CampaignEditorInput) => unknown;
  /** Shows a cancel button. */
  onCancel?: () => void;
  isSaving: boolean;
  /** The form's accessible name. */
  label?: string;
}
