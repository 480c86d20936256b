import { useState } from 'react';
import { BackLink } from '../../ui/back-link';
import { useNavigate, useParams } from 'react-router-dom';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { templateDelete, templateEdit } from '../../../shared/contracts/contracts.mutations';
import { TEMPLATE_TYPE_LABELS, templateEditBodySchema, TEMPLATE_TAGS_MAX } from '../../../shared/contracts/contracts.schema';
import { useCan } from '../../lib/use-can';
import { useMutate } from '../../offline/use-mutate';
import { useConfirm } from '../../ui/confirm-dialog';
import { TextInput } from '../../ui/field';
import { IconTrash } from '../../ui/icons';
import { PageError } from '../../ui/page-error';
import { PendingBadge } from '../../ui/pending-badge';
import { useToast } from '../../ui/toasts';
import { useConfirmOnLeave } from '../../ui/use-confirm-on-leave';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { useHashtags, useTemplate, type TemplateRow } from '../data/use-templates';
import { RichTextEditor } from '../editor/rich-text-editor';
import { PreviewButton } from './template-preview';
import { SignatureRequirements } from './signature-requirements';
import '../../ui/page.css';
import '../contracts.css';

const BACK = '/settings/contracts/templates';

/** /settings/contracts/templates/{id}: name, category, tags, the text with placeholders, signature requirements, preview. */
export function TemplateEditPage() {
  const { id } = useParams();
  const template = useTemplate(id);
  const back = <BackLink to={BACK} label="Contract templates" />;
  if (template === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  if (template === null) return <PageError back={back}>{m.templateNotFound}</PageError>;
  return (
    <>
      {back}
      <TemplateForm key={template.id} template={template} />
    </>
  );
}

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().replace(/^#/, ''))
      .filter(Boolean),
  ),
];

function TemplateForm({ template }: { template: TemplateRow }) {
  const can = useCan();
  const editable = can('contracts.templates');
  // The template as the form opened it: only what the user changes is sent, with its base.
  const [before] = useState(() => ({
    name: template.name,
    content_html: template.content_html,
    category: template.category ?? '',
    tags: template.tags.join(', '),
  }));
  const [values, setValues] = useState(before);
  const [nameError, setNameError] = useState<string>();
  const hashtags = useHashtags();
  const mutate = useMutate();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const dirty = JSON.stringify(values) !== JSON.stringify(before);
  const { allowLeave } = useConfirmOnLeave(dirty);

  const save = async () => {
    const changes = {
      ...(values.name !== before.name ? { name: values.name } : {}),
      ...(values.content_html !== before.content_html ? { content_html: values.content_html } : {}),
      ...(values.category !== before.category ? { category: values.category || null } : {}),
      ...(values.tags !== before.tags ? { tags: tagsOf(values.tags) } : {}),
    };
    const check = templateEditBodySchema.safeParse({ template_id: template.id, ...changes });
    if (!check.success) {
      const issue = check.error.issues[0];
      if (issue?.path[0] === 'name') setNameError(issue.message);
      return toast.error('Form invalid', issue?.message);
    }
    allowLeave();
    if (Object.keys(changes).length > 0) await mutate(templateEdit, check.data, { label: values.name });
    toast.saved(m.saved);
    await navigate(BACK);
  };
  const { busy, onSubmit } = useSubmitOnce(save);

  const remove = async () => {
    const ok = await confirm({
      title: `Delete ${template.name}?`,
      text: 'Contracts already made from it keep their text. This cannot be undone.',
      confirmLabel: 'Delete template',
      danger: true,
    });
    if (!ok) return;
    allowLeave();
    await mutate(templateDelete, { template_id: template.id }, { label: template.name });
    toast.saved(m.deleted);
    await navigate(BACK);
  };

  return (
    <form className="template-form" onSubmit={onSubmit} noValidate aria-label="Edit template">
      <div className="page-header">
        <div>
          <h1>{template.name}</h1>
          <div className="person-header-meta">
            <span className="badge badge-primary">{TEMPLATE_TYPE_LABELS[template.type]}</span>
            <PendingBadge row={template} />
          </div>
        </div>
        <div className="page-header-actions">
          <PreviewButton templateId={template.id} html={values.content_html} />
          {editable && (
            <button type="button" className="btn btn-secondary" onClick={() => void remove()}>
              <IconTrash size={18} /> Delete
            </button>
          )}
          {editable && (
            <button className="btn btn-primary" type="submit" disabled={busy}>
              Save
            </button>
          )}
        </div>
      </div>
      <div className="template-layout">
        <div className="template-main">
          <RichTextEditor
            label="Template text"
            initialHtml={before.content_html}
            hashtags={hashtags}
            disabled={!editable}
            onChange={(html) => setValues((v) => ({ ...v, content_html: html }))}
          />
        </div>
        <aside className="template-side">
          <section className="card card-body">
            <h2>Details</h2>
            <TextInput
              label="Name"
              required
              value={values.name}
              error={nameError}
              disabled={!editable}
              onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
            />
            <TextInput label="Category" value={values.category} disabled={!editable} onChange={(e) => setValues((v) => ({ ...v, category: e.target.value }))} />
            <TextInput
              label="Tags"
              hint={`Separated by commas, at most ${TEMPLATE_TAGS_MAX}.`}
              value={values.tags}
              disabled={!editable}
              onChange={(e) => setValues((v) => ({ ...v, tags: e.target.value }))}
            />
          </section>
          <SignatureRequirements template={template} editable={editable} />
        </aside>
      </div>
    </form>
  );
}
