import { type ProductReferenceImages, referenceImageMessages } from '@shelfsight/contracts';
import { useConfirm } from '@shelfsight/ui-kit';
import { Alert, App, Button, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type {
  DeleteProductReferenceImage,
  ReferenceImageRetailer,
  SaveProductReferenceImages,
} from '../api/referenceImagesApi';
import { UNKNOWN_ERROR } from '../pages/moduleState';
import {
  ALL_RETAILERS_TAKEN,
  clashOf,
  editorImagesOf,
  type EditorImage,
  MAIN_IMAGE,
  mayDelete,
  savePayloadOf,
  SOME_RETAILERS_TAKEN,
  takenByOtherImages,
  uploadProblemOf,
  withBlankOnTop,
} from '../utils/editorImages';
import { ReferenceImageCard } from './ReferenceImageCard';
import { RetailerSelectDialog, type RetailerSelection } from './RetailerSelectDialog';
import { SavedDialog } from './SavedDialog';

/** Spec 3 §8: the text shown for the server's 'file-could-not-be-uploaded'. */
export const FILE_NOT_UPLOADED = 'File could not be uploaded. Please try another file or contact support.';

/** A stored image goes from the server at once, unlike every other change here (kept until Save). */
export const DELETE_IMAGE_QUESTION = 'Are you sure you want to delete this reference image?';

export interface ReferenceImagesEditorProps {
  product: ProductReferenceImages;
  /** The set the editor works in (the default set). */
  setId: number;
  /** The retailers of that set. */
  retailers: readonly ReferenceImageRetailer[];
  /** System admins see the similarity in percent. */
  showScore: boolean;
  readOnly: boolean;
  /** Resolves with the product as stored, rejects with the failed call's error. */
  onSave: (payload: SaveProductReferenceImages) => Promise<ProductReferenceImages>;
  onDelete: (image: DeleteProductReferenceImage) => Promise<unknown>;
}

const failure = (error: unknown) => (error ?? {}) as { status?: unknown; data?: unknown };
const bodyText = (data: unknown): string | null => {
  if (typeof data === 'string' && data) return data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
};

/**
 * The per-product reference images editor (spec 3 §2.3, §4.4): main images each applied to chosen retailers (none:
 * all with the module), one file at a time, kept locally until Save; a stored image is deleted on the server once
 * confirmed.
 */
export function ReferenceImagesEditor({
  product,
  setId,
  retailers,
  showScore,
  readOnly,
  onSave,
  onDelete,
}: ReferenceImagesEditorProps) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [images, setImages] = useState<EditorImage[]>(() => editorImagesOf(product, setId));
  const [pending, setPending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [imageErrors, setImageErrors] = useState<Record<string, string>>({});
  const [choosingFor, setChoosingFor] = useState<EditorImage | null>(null);
  const byId = useMemo(() => new Map(retailers.map((retailer) => [retailer.id, retailer])), [retailers]);

  const change = (key: string, next: (image: EditorImage) => EditorImage) => {
    setImages((current) => current.map((image) => (image.key === key ? next(image) : image)));
    setPending(true);
  };

  const takeFiles = (key: string, files: File[]) => {
    const problem = uploadProblemOf(files);
    setUploadProblem(problem);
    const file = files[0];
    if (!problem && file) change(key, (image) => ({ ...image, file, filename: file.name }));
  };

  const remove = async (image: EditorImage) => {
    if (image.isNew) {
      setImages((current) => current.filter((other) => other.key !== image.key));
      return;
    }
    const sure = await confirm({
      title: 'Delete reference image?',
      content: DELETE_IMAGE_QUESTION,
      confirmText: 'Delete',
      danger: true,
    });
    if (!sure) return;
    try {
      await onDelete({
        productId: product.productId,
        imageSequence: MAIN_IMAGE,
        retailerIds: image.storedRetailerIds,
        setId,
      });
      setImages((current) => {
        const rest = current.filter((other) => other.key !== image.key);
        return rest.length > 0 ? rest : editorImagesOf({ productId: product.productId, referenceImages: [] }, setId);
      });
    } catch (error) {
      // A 422 carries the server's message; any other failure its body, else the unknown-error text.
      const text = bodyText(failure(error).data) ?? UNKNOWN_ERROR;
      setImageErrors((current) => ({ ...current, [image.key]: text }));
      setImages((current) => current.map((other) => (other.key === image.key ? { ...other, hasError: true } : other)));
    }
  };

  const save = async () => {
    const payload = savePayloadOf(product.productId, setId, images);
    if (!payload) return;
    const clash = clashOf(images, (id) => byId.get(id)?.name ?? `Retailer ${id}`);
    setSaveError(clash);
    if (clash) return;
    setSaving(true);
    try {
      const stored = await onSave(payload);
      setImages(editorImagesOf(stored, setId));
      setImageErrors({});
      setPending(false);
      setSaved(true);
    } catch (error) {
      const { status, data } = failure(error);
      if (status === 400) {
        const text = bodyText(data);
        setSaveError(text === referenceImageMessages.fileMissing ? FILE_NOT_UPLOADED : (text ?? UNKNOWN_ERROR));
      } else void message.error(UNKNOWN_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const choose = (selection: RetailerSelection) => {
    if (choosingFor)
      change(choosingFor.key, (image) => ({ ...image, retailerIds: selection.all ? [] : selection.retailerIds }));
    setChoosingFor(null);
  };

  const taken = choosingFor
    ? takenByOtherImages(images, choosingFor.key)
    : { all: false, retailerIds: new Set<number>() };
  const selectAllDisabledReason = taken.all
    ? ALL_RETAILERS_TAKEN
    : taken.retailerIds.size > 0
      ? SOME_RETAILERS_TAKEN
      : undefined;
  const deletable = mayDelete(images);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Reference images
        </Typography.Title>
        {!readOnly && (
          <Space>
            <Button onClick={() => setImages(withBlankOnTop)}>+ Add</Button>
            <Button type="primary" onClick={() => void save()} loading={saving} disabled={!pending}>
              Save
            </Button>
          </Space>
        )}
      </Flex>
      {uploadProblem && (
        <Alert type="error" showIcon closable title={uploadProblem} onClose={() => setUploadProblem(null)} />
      )}
      {saveError && <Alert type="error" showIcon closable title={saveError} onClose={() => setSaveError(null)} />}
      {images.map((image) => (
        <ReferenceImageCard
          key={image.key}
          image={image}
          retailers={byId}
          showScore={showScore}
          readOnly={readOnly}
          mayDelete={deletable}
          error={imageErrors[image.key]}
          onFiles={(files) => takeFiles(image.key, files)}
          onChooseRetailers={() => setChoosingFor(image)}
          onDelete={() => void remove(image)}
        />
      ))}
      <RetailerSelectDialog
        open={choosingFor !== null}
        allowSelectAll
        selectAllDisabledReason={selectAllDisabledReason}
        retailers={retailers.map((retailer) => ({
          id: retailer.id,
          name: retailer.name,
          disabledReason:
            retailer.module === 'none'
              ? referenceImageMessages.retailerModuleMissing
              : taken.all || taken.retailerIds.has(retailer.id)
                ? referenceImageMessages.retailerUsedByOtherImage
                : undefined,
        }))}
        initial={{ all: (choosingFor?.retailerIds.length ?? 0) === 0, retailerIds: choosingFor?.retailerIds ?? [] }}
        onDone={choose}
        onCancel={() => setChoosingFor(null)}
      />
      <SavedDialog open={saved} onClose={() => setSaved(false)} />
    </Space>
  );
}
