// shared-ui/editors: the campaign and association editors and the refund dialog, for the
// remotes' edit pages and refund screens only.
// Apart from the barrel on purpose: the barrel ('shared-ui') is the shared copy every first
// visit loads, and the editors (with the reward editor they hold) belong to lazy edit pages.
// This entry is not a Module Federation shared module: each remote that imports it bundles it
// into its edit pages' chunks. It holds no state of its own (the API client, the session and
// the toasts live in shared-contracts and the barrel, which stay shared).
// docs/decisions/0001-first-visit-weight.md
export {
  CampaignEditor,
  type CampaignEditorProps,
} from './components/CampaignEditor/CampaignEditor';
export {
  AssociationEditor,
  type AssociationEditorProps,
  type AssociationEditorTexts,
} from './components/AssociationEditor/AssociationEditor';
export * from './components/RefundDialog/RefundDialog';
export * from './components/RefundDialog/use-donation-refund';
export * from './components/AssociationEditor/association-editor-fields';
export * from './rich-text-editor/use-media-upload';
export { RichTextEditor } from './rich-text-editor/RichTextEditor';
