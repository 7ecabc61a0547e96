import { useState, type FormEvent } from 'react';
import { campaignFormErrors } from 'shared-contracts';
import { useFormFields } from '../../hooks/use-form-fields';
import { hasRewardProblems } from '../RewardEditor/reward-drafts';
import type { CampaignEditorProps } from './campaign-editor-props';
import {
  campaignEditorInput,
  campaignEditorValues,
  endDateTooEarly,
  type CampaignEditorValues,
} from './campaign-editor-values';

/**
 * The editor's state: its fields bound with the server's 422 issues beside the editor's own
 * errors, the one 'can save' rule of shared-contracts, the server's end date limit, and what a
 * submit sends.
 */
export function useCampaignEditor(props: CampaignEditorProps) {
  const { campaign, associations, serverIssues = [] } = props;
  const rules = campaign?.edit_rules ?? null;
  const form = useFormFields<CampaignEditorValues>(() => campaignEditorValues(campaign));
  const [submitted, setSubmitted] = useState(false);
  const showStatus = campaign !== null || Boolean(props.statusOnCreate);

  const issues: Record<string, string> = {};
  for (const issue of serverIssues) issues[issue.path] ??= issue.message;
  const field = <K extends keyof CampaignEditorValues>(name: K) => {
    const binding = form.field(name);
    return { ...binding, error: binding.error ?? issues[name as string] };
  };

  const missing = campaignFormErrors(form.values, {
    requireStory: Boolean(props.requireStory),
    requireAssociation: Boolean(associations),
  });
  const canSubmit = !props.waitForRequired || (!missing.title && !missing.description);
  const hasProblems =
    submitted && (Object.keys(form.errors).length > 0 || hasRewardProblems(form.values.rewards));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const errors: Partial<Record<keyof CampaignEditorValues, string>> = { ...missing };
    const tooEarly = endDateTooEarly(rules, form.values.end_date);
    if (tooEarly) errors.end_date = tooEarly;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || hasRewardProblems(form.values.rewards)) return;
    const shown = { status: showStatus, association: Boolean(associations) };
    await props.onSubmit(campaignEditorInput(form.values, campaign, rules, shown));
  };

  return { form: { ...form, field }, rules, showStatus, submitted, canSubmit, hasProblems, submit };
}
