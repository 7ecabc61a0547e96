import { Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { CAMPAIGN_FORM_TEXTS as T, type EditableCampaign, type FieldIssue } from 'shared-contracts';
import type { FieldBinding } from '../../hooks/use-form-fields';
import { RichTextEditor } from '../../rich-text-editor/RichTextEditor';
import { EditorActions } from '../EditorActions/EditorActions';
import { RewardEditor } from '../RewardEditor/RewardEditor';
import {
  CampaignAssociationSelect,
  type CampaignAssociationOption,
} from './CampaignAssociationSelect';
import { CampaignTermsFields } from './CampaignTermsFields';
import { lockedReason, type CampaignEditorInput } from './campaign-editor-values';
import { useCampaignEditor } from './use-campaign-editor';

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

/** The one campaign editor of the admin and the manager: no fetching, the server's rules obeyed. */
export function CampaignEditor(props: CampaignEditorProps) {
  const { campaign, associations, texts, isSaving } = props;
  const editor = useCampaignEditor(props);
  const { form, rules } = editor;
  return (
    <form onSubmit={editor.submit} noValidate aria-label={props.label}>
      <Stack gap="md">
        {props.notice}
        <TextInput label={T.title} name="title" required {...form.field('title')} />
        <Textarea
          label={T.description}
          name="description"
          required
          autosize
          minRows={2}
          {...form.field('description')}
        />
        {associations && (
          <CampaignAssociationSelect
            binding={form.field('association_id')}
            associations={associations}
            campaign={campaign}
            lockedReason={lockedReason(rules, 'association_id')}
          />
        )}
        <RichTextEditor label={T.story} required {...form.field('story')} />
        <CampaignTermsFields
          form={form}
          rules={rules}
          isEdit={campaign !== null}
          showStatus={editor.showStatus}
          targetHint={texts.targetHint}
        />
        {props.cover ? (
          props.cover(form.field('image_url'))
        ) : (
          <TextInput label={T.imageUrl} name="image_url" {...form.field('image_url')} />
        )}
        <RewardEditor
          value={form.values.rewards}
          onChange={(rewards) => form.setValue('rewards', rewards)}
          showErrors={editor.submitted}
        />
        <EditorActions
          problem={editor.hasProblems && texts.fixErrors}
          failure={props.failure}
          submitLabel={texts.submit}
          canSubmit={editor.canSubmit}
          isSaving={isSaving}
          onCancel={props.onCancel}
          cancelLabel={texts.cancel}
        />
      </Stack>
    </form>
  );
}
