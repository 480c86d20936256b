import { useMemo, useState } from 'react';
import { BackLink } from '../ui/back-link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { matchingAssetTypes, sameTypeName } from '../../shared/assets/asset-rules';
import { ASSET_PICTURES, ASSET_TYPE_NAME_MAX_LENGTH, assetTypeAddBodySchema, type AssetType } from '../../shared/assets/assets.schema';
import { assetTypeAdd } from '../../shared/assets/assets.mutations';
import { uuidv7 } from '../../shared/ids';
import { messages } from '../../shared/messages';
import { useMutate } from '../offline/use-mutate';
import { ASSET_PICTURE_ICONS, ASSET_PICTURE_LABELS, AssetPictureIcon } from '../ui/asset-picture';
import { backParam } from '../lib/use-started-from';
import { useMirrorTable } from '../offline/use-mirror-table';
import { TextInput } from '../ui/field';
import { useToast } from '../ui/toasts';
import { useSubmitOnce } from '../ui/use-submit-once';
import { useConfirmOnLeave } from '../ui/use-confirm-on-leave';
import './assets.css';

/** `path` with one query parameter set (a back path is a local path with its own query). */
function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

/** The name's problem: empty or too long (the shared schema), or a type of that name exists already. */
export function typeNameError(name: string, types: readonly Pick<AssetType, 'name'>[]): string | undefined {
  const check = assetTypeAddBodySchema.shape.name.safeParse(name);
  if (!check.success) return check.error.issues[0]?.message;
  return types.some((t) => sameTypeName(t.name, name)) ? messages.assets.typeExists : undefined;
}

/** The form's rules: the shared name rule plus 'no type of that name yet', and one of the pictures. */
function typeFormSchema(types: readonly Pick<AssetType, 'name'>[]) {
  return z.object({
    name: z.string().superRefine((name, ctx) => {
      const error = typeNameError(name, types);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
    picture: z.enum(ASSET_PICTURES),
  });
}
type TypeForm = z.infer<ReturnType<typeof typeFormSchema>>;
const EMPTY_TYPE: TypeForm = { name: '', picture: 'other' };

/**
 * /settings/assetTypes/add: a name and a picture, saved through the outbox (so offline too) with
 * an id made here, usable at once by the assign flows of this device. With `back` (the assign
 * flow's type picker) Save and Cancel return there; without it the page stays, so the new type
 * shows in the list below and another can be added.
 */
export function AssetTypeAddPage() {
  const mutate = useMutate();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const backTo = backParam(params);
  const types = useMirrorTable('asset_types');
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const schema = useMemo(() => typeFormSchema(types ?? []), [types]);
  const { register, handleSubmit, reset, watch, formState } = useForm<TypeForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_TYPE });
  const name = watch('name');
  // Only a typed name counts as a change: the picture alone is not worth a question.
  const { allowLeave } = useConfirmOnLeave(name.trim() !== '');

  // A duplicate is said while typing; an empty name only once the user tried to save.
  const duplicate = typeNameError(name, types ?? []) === messages.assets.typeExists;
  const shownError = formState.errors.name?.message ?? (duplicate ? messages.assets.typeExists : undefined);

  const save = async ({ name, picture }: TypeForm) => {
    const id = uuidv7();
    await mutate(assetTypeAdd, { id, name: name.trim(), picture }, { label: `Asset type ${name.trim()}` });
    toast.saved(messages.assets.typeAdded);
    allowLeave();
    // The flow that sent the user here gets the new type back, preselected.
    if (backTo) {
      await navigate(withParam(backTo, 'asset_type_id', id));
      return;
    }
    reset(EMPTY_TYPE);
    setLastAdded(id);
  };
  const refuse = (errors: typeof formState.errors) => toast.error(messages.form.invalidTitle, errors.name?.message);
  // One save at a time: a second press while the first is written would pass the duplicate check,
  // the mirror not having the new type yet.
  const { busy, onSubmit } = useSubmitOnce(handleSubmit(save, refuse));

  const known = matchingAssetTypes(types ?? [], '');
  return (
    <>
      <BackLink to={backTo ?? '/settings'} label={backTo ? 'Back' : 'Settings'} />
      <div className="page-header">
        <div>
          <h1>Add asset type</h1>
          <p className="muted">A kind of equipment the company gives out, such as a laptop or a badge. Assigning an asset starts by choosing its type.</p>
        </div>
      </div>
      <form className="card card-body asset-type-form" noValidate onSubmit={onSubmit}>
        <TextInput label="Name" required maxLength={ASSET_TYPE_NAME_MAX_LENGTH} autoComplete="off" error={shownError} {...register('name')} />
        <fieldset className="asset-type-tiles">
          <legend>Picture</legend>
          {ASSET_PICTURES.map((p) => {
            const Icon = ASSET_PICTURE_ICONS[p];
            return (
              <label key={p} className="asset-type-tile">
                <input type="radio" value={p} {...register('picture')} />
                <Icon size={28} />
                <span>{ASSET_PICTURE_LABELS[p]}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="asset-type-actions">
          <Link className="btn btn-secondary" to={backTo ?? '/settings'}>
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Save
          </button>
        </div>
      </form>
      <section className="card card-body asset-types-known" aria-labelledby="asset-types-known">
        <h2 id="asset-types-known">Asset types of the company ({known.length})</h2>
        {types === undefined ? (
          <div className="page-loading" aria-busy="true" aria-label="Loading" />
        ) : known.length === 0 ? (
          <p className="muted">No asset types yet: the first one you save shows here.</p>
        ) : (
          <ul className="asset-types-list" aria-label="Asset types">
            {known.map((t) => (
              <li key={t.id} className={t.id === lastAdded ? 'is-new' : undefined}>
                <AssetPictureIcon picture={t.picture} />
                <span>{t.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
