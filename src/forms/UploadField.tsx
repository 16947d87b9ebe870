import { ActionIcon, Alert, Box, Button, FileButton, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, formatBytes, readableTypes, sizeSummary, type UploadState } from './upload';

export interface UploadFieldProps {
  uploads: UploadState;
  /** Accepted types (portal:Expect). */
  expect: readonly string[];
  onFiles(files: File[]): void;
  onRemove(name: string): void;
  disabled?: boolean;
}

/**
 * The document upload widget: drop zone plus a real button,
 * per-file loading state, the refused files with their reasons, used/max size in base-1000 units,
 * red when over the limit. The rules (accepted types, content check, duplicates, limit) live in
 * forms/upload and the flow's machine.
 */
export function UploadField({ uploads, expect, onFiles, onRemove, disabled = false }: UploadFieldProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  // Two claim dialogs may exist at once (module page and sidebar): ids must not clash.
  const labelId = useId();
  const acceptedId = useId();
  // The picker keeps its last value: without a reset, a file removed and picked again fires no change.
  const resetPicker = useRef<() => void>(null);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files]);
  };
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id={labelId}>
        {t('modules.dialogs.upload.title')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-color-brand-0)' : undefined }}
        data-testid="upload-dropzone"
      >
        <Stack align="center" gap={6} ta="center">
          <IconUpload size={26} stroke={1.5} aria-hidden="true" />
          {/* Phones have nothing to drag from: only the button there. */}
          <Text size="sm" visibleFrom="sm">
            {t('modules.dialogs.upload.drop')}
          </Text>
          <FileButton
            onChange={(files) => {
              if (files.length > 0) onFiles(files);
              resetPicker.current?.();
            }}
            resetRef={resetPicker}
            accept={acceptAttribute(expect)}
            multiple
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={16} aria-hidden="true" />} aria-describedby={expect.length > 0 ? acceptedId : undefined}>
                {t('upload.select')}
              </Button>
            )}
          </FileButton>
          {expect.length > 0 && (
            <Text size="xs" c="dimmed" id={acceptedId}>
              {t('upload.accepted', { types: readableTypes(expect) })}
            </Text>
          )}
        </Stack>
      </Paper>
      {uploads.files.length > 0 && (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelId}>
          {uploads.files.map((file) => (
            <FileRow key={file.name} file={file} disabled={disabled} onRemove={() => onRemove(file.name)} />
          ))}
        </Stack>
      )}
      <RefusedFiles refused={uploads.refused} />
      <SizeSummary uploads={uploads} />
    </Stack>
  );
}

/** The files not attached, each with its reason: named at the widget the moment a file is picked and read, not only after "Absenden". */
function RefusedFiles({ refused }: { refused: UploadState['refused'] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('upload.refusedTitle')} data-testid="upload-refused" p="xs">
      <List size="sm" spacing={2}>
        {refused.map((refusal) => (
          <List.Item key={`${refusal.name}:${refusal.reason}`} style={{ overflowWrap: 'anywhere' }}>
            {t(`upload.refused.${refusal.reason}`, { name: refusal.name, actual: refusal.actual ?? '' })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** One picked file: loading or not, its name and size, and how to remove it. */
function FileRow({ file, disabled, onRemove }: { file: UploadState['files'][number]; disabled: boolean; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {file.loading ? <Loader size={16} aria-label={t('upload.loading')} /> : <IconFile size={18} aria-hidden="true" />}
        <Text size="sm" truncate="end">
          {file.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(file.size)}
        </Text>
      </Group>
      <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={t('upload.remove', { name: file.name })} disabled={disabled}>
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** Used of the allowed size, read out as it changes; red, with a message, over the limit. */
function SizeSummary({ uploads }: { uploads: UploadState }) {
  const { t } = useTranslation();
  const size = sizeSummary(uploads);
  return (
    <Box aria-live="polite">
      <Text size="xs" c={size.over ? 'red.8' : 'dimmed'} fw={size.over ? 600 : undefined} data-over={size.over || undefined} data-testid="upload-size">
        {t('upload.size', { used: size.used, max: size.max })}
      </Text>
      {size.over && (
        <Text size="xs" c="red.8" role="alert">
          {t('upload.overLimit')}
        </Text>
      )}
    </Box>
  );
}
