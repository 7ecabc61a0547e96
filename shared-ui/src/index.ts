// The one barrel of shared-ui: React pieces the shell and the remotes share. No data fetching
// of its own: hooks run the calls of shared-contracts a screen gives them.
export * from './config/texts';
export * from './theme/theme';
export * from './theme/PlatformProvider/PlatformProvider';
export * from './hooks/use-session-user';
export * from './hooks/use-tab-param';
export * from './hooks/use-api-call';
export * from './hooks/use-api-action';
export * from './hooks/use-save-action';
export * from './hooks/use-form-fields';
export * from './components/PageStates/PageStates';
export * from './components/ConfirmDialog/ConfirmDialog';
export * from './components/TaxEligibilityBadge/TaxEligibilityBadge';
export * from './components/RichTextView/RichTextView';
export * from './federation/remote-load-error';
export * from './federation/remotes-manifest';
export * from './federation/load-remote-module';
export * from './federation/load-federated';
export * from './federation/FederatedComponent/FederatedComponent';
export * from './federation/FederatedComponent/FederatedBoundary';
// resetFirstViewForTests stays inside: only this package's own test uses it.
export { firstRenderCommitted, holdFirstView, useFirstViewHold } from './first-view/first-view';
export * from './standalone/mount-standalone';
// The editors (campaign, association, rewards, amounts, rich text, media upload) and the refund
// dialog: from 'shared-ui/editors' (src/editors.ts). shared-ui's shared copy is not tree-shaken,
// so everything exported here is in every first visit (docs/decisions/0001-first-visit-weight.md).
export { ASSOCIATION_TEXT_FIELDS } from './components/AssociationEditor/association-editor-fields';
export type {
  AssociationEditorField,
  AssociationEditorRow,
  AssociationEditorSection,
  AssociationEditorValues,
  AssociationTextField,
} from './components/AssociationEditor/association-editor-fields';
export type { CampaignAssociationOption } from './components/CampaignEditor/CampaignAssociationSelect';
export type {
  CampaignEditorInput,
  CampaignEditorValues,
} from './components/CampaignEditor/campaign-editor-values';
export * from './components/SuccessToast/show-success-toast';
export * from './components/Toasts/toasts';
export * from './components/Toasts/copy-with-toast';
export * from './components/StatusBadge/StatusBadge';
export * from './components/PlainList/PlainList';
export * from './components/UrlTabs/UrlTabs';
export * from './files/save-file';
export * from './components/TableFrame/TableFrame';
export * from './components/DataTable/DataTable';
export * from './components/TitledSection/TitledSection';
export * from './components/AreaTitle/AreaTitle';
export * from './components/RegisterAssociationButton/RegisterAssociationButton';
// RefundDialog and useDonationRefund: from 'shared-ui/editors', off the first visit.
