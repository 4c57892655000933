import { Code, List, Text, Textarea, TextInput } from '@mantine/core';
import {
  PLACEHOLDERS_OF,
  SEND_PLACEHOLDER_LABELS,
  SEND_PLACEHOLDERS,
  SEND_TEXT_KINDS,
  SEND_TEXT_LABELS,
  sendTextsSchema,
  type SendTexts,
} from '@steelworks/contract/documents';
import { SettingsCard, useSettingsForm } from '../../../../components/settings-card';
import { ApiError } from '../../../../lib/api-client';

const textsKey = ['billing', 'documents', 'texts'] as const;

/**
 * The texts of documents sent (docs/product/sending.md#texts): one per kind, which a send by hand starts from and an
 * automatic send uses, and one per reminder step; the placeholders each may use are listed under it and checked before
 * saving (the server checks them again). And the WhatsApp template that carries a document. The admin edits.
 */
export function SendTextsForm({ readOnly }: { readOnly: boolean }) {
  // One card of Company & Tax: a failed read leaves the card out, not the page.
  const form = useSettingsForm({ queryKey: textsKey, path: '/documents/texts', schema: sendTextsSchema, saved: 'Texts saved' });
  const { values, errors } = form;
  if (!values) return null;
  const serverErrors = form.save.error instanceof ApiError ? form.save.error.fieldErrors : {};
  const errorOf = (field: keyof SendTexts) => errors[field] ?? serverErrors[field]?.[0];
  const edit = (field: keyof SendTexts, value: string) => form.set({ [field]: value });

  return (
    <SettingsCard
      title="Texts of documents sent"
      form={form}
      readOnly={readOnly}
      saveLabel="Save Texts"
      shownFields={[...SEND_TEXT_KINDS, 'whatsapp_document_template']}
    >
        <Text size="sm" c="dimmed">
          Used when a document is sent by hand (as the message to start from) and when it goes automatically, and for the payment reminders. Words in
          braces are filled in when the message is made:
        </Text>
        <List size="sm" spacing={2} aria-label="Placeholders">
          {SEND_PLACEHOLDERS.map((name) => (
            <List.Item key={name}>
              <Code>{`{${name}}`}</Code> {SEND_PLACEHOLDER_LABELS[name]}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Without {'{link}'} the link goes after the text (WhatsApp, SMS, and mail without the PDF attached).
        </Text>
        {SEND_TEXT_KINDS.map((kind) => (
          <Textarea
            key={kind}
            label={SEND_TEXT_LABELS[kind]}
            description={`Can use ${PLACEHOLDERS_OF[kind].map((name) => `{${name}}`).join(' ')}`}
            autosize
            minRows={2}
            maxLength={500}
            readOnly={readOnly}
            value={values[kind]}
            error={errorOf(kind)}
            onChange={(event) => edit(kind, event.currentTarget.value)}
          />
        ))}
        <TextInput
          label="WhatsApp template for documents"
          description="The name of an approved template whose header is a document and whose body has one parameter (the text). Empty: a document message, which WhatsApp delivers only within 24 hours of the dealer's last message."
          placeholder="document_with_text"
          readOnly={readOnly}
          value={values.whatsapp_document_template}
          error={errorOf('whatsapp_document_template')}
          onChange={(event) => edit('whatsapp_document_template', event.currentTarget.value)}
        />
    </SettingsCard>
  );
}
