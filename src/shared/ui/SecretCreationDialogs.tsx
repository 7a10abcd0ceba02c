import { NameFormModal } from '@/shared/ui/NameFormModal';
import { SecretOnceModal } from '@/shared/ui/SecretOnceModal';
import type { SecretKeysTexts } from '@/shared/ui/SecretKeysCard';
import type { SecretCreation } from '@/shared/ui/useSecretCreation';

/** "Generate API key": the create button's and dialog's label in a kind of key's words. */
export const createLabelOf = ({ createVerb, noun }: Pick<SecretKeysTexts, 'createVerb' | 'noun'>) =>
  `${createVerb} ${noun}`;

interface SecretCreationDialogsProps {
  flow: Pick<SecretCreation<string>, 'formProps' | 'secretProps'>;
  texts: SecretKeysTexts;
}

/** The create dialog (a name) and the new secret shown once, wherever a key is made. */
export function SecretCreationDialogs({ flow, texts }: SecretCreationDialogsProps) {
  return (
    <>
      <NameFormModal
        {...flow.formProps}
        title={createLabelOf(texts)}
        label="Name"
        description={texts.nameDescription}
        placeholder={texts.namePlaceholder}
        submitLabel={texts.createVerb}
      />
      <SecretOnceModal {...flow.secretProps} title={`New ${texts.noun}`} label={texts.noun} />
    </>
  );
}
