import { Stack, Text } from '@mantine/core';
import { SIGN_UP_DOCUMENTS, categoryLabel, formatFileSize } from 'shared-contracts';
import { SIGN_UP_TEXTS } from 'shared-contracts/src/association/association-sign-up.texts';
import { LabelledEntry } from '../../../components/LabelledEntry';
import type { SignUpValues } from '../hooks/sign-up-steps';
import { SummarySection } from './SummarySection';

const F = SIGN_UP_TEXTS.fields;

function Entry({ label, value }: { label: string; value: string }) {
  return (
    <LabelledEntry label={label}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {value.trim() || SIGN_UP_TEXTS.notProvided}
      </Text>
    </LabelledEntry>
  );
}

/** Step 4: everything typed and attached, each part with a way back to change it. */
export function SummaryStep(props: { values: SignUpValues; onEdit: (step: number) => void }) {
  const v = props.values;
  return (
    <Stack gap="md">
      <Text>{SIGN_UP_TEXTS.summaryIntro}</Text>
      <SummarySection title={SIGN_UP_TEXTS.steps.association} onEdit={() => props.onEdit(0)}>
        <Entry label={F.name} value={v.name} />
        <Entry label={F.category} value={categoryLabel(v.category)} />
        <Entry label={F.contact_email} value={v.contact_email} />
        <Entry label={F.phone} value={v.phone} />
        <Entry label={F.address} value={`${v.address}\n${v.postal_code} ${v.city}`} />
        <Entry label={F.identifier} value={v.identifier} />
        <Entry label={F.description} value={v.description} />
      </SummarySection>
      <SummarySection title={SIGN_UP_TEXTS.steps.manager} onEdit={() => props.onEdit(1)}>
        <Entry label={F.manager_name} value={v.manager_name} />
        <Entry label={F.manager_email} value={v.manager_email} />
        <Entry label={F.manager_phone} value={v.manager_phone} />
      </SummarySection>
      <SummarySection title={SIGN_UP_TEXTS.steps.documents} onEdit={() => props.onEdit(2)}>
        {SIGN_UP_DOCUMENTS.map(({ field, label }) => {
          const file = v[field];
          return (
            <Entry
              key={field}
              label={label}
              value={file ? `${file.name} (${formatFileSize(file.size)})` : ''}
            />
          );
        })}
      </SummarySection>
    </Stack>
  );
}
