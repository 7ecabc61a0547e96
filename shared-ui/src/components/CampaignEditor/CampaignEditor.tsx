import { Stack, TextInput, Textarea } from '@mantine/core';
import { CAMPAIGN_FORM_TEXTS as T } from 'shared-contracts';
import { RichTextEditor } from '../../rich-text-editor/RichTextEditor';
import { EditorActions } from '../EditorActions/EditorActions';
import { RewardEditor } from '../RewardEditor/RewardEditor';
import { CampaignAssociationSelect } from './CampaignAssociationSelect';
import { CampaignTermsFields } from './CampaignTermsFields';
import { lockedReason } from './campaign-editor-values';
import type { CampaignEditorProps } from './campaign-editor-props';
import { useCampaignEditor } from './use-campaign-editor';

export type { CampaignEditorProps } from './campaign-editor-props';

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
