import { Button, FileInput, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { WorkOrder } from '@steelworks/contract/workorder';
import { useState } from 'react';

export type PendingImage = { file: File; title: string };

export interface WorkOrderDrawingsProps {
  /** Images chosen before the first save (create), uploaded right after it. */
  pendingImages?: PendingImage[];
  onPendingImages?: (images: PendingImage[]) => void;
  existingImages?: WorkOrder['work_order_images'];
  onRemoveImage?: (id: number) => void;
  onAddImage?: (image: PendingImage) => void;
}

/** The Drawings card: pick an image and its title, Add Image, and the saved or waiting images with Remove. */
export function WorkOrderDrawings(props: WorkOrderDrawingsProps) {
  const [imageTitle, setImageTitle] = useState('');
  const [imageFile, setImageFile] = useState<File | null>(null);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Title order={5} mb="xs">
        Drawings
      </Title>
      <Group align="flex-end" wrap="wrap">
        <FileInput label="Image" placeholder="png or jpeg" accept="image/png,image/jpeg" value={imageFile} onChange={setImageFile} w={{ base: '100%', sm: 240 }} clearable />
        <TextInput label="Image title" value={imageTitle} onChange={(e) => setImageTitle(e.currentTarget.value)} w={{ base: '100%', sm: 240 }} />
        <Button
          variant="light"
          disabled={!imageFile}
          onClick={() => {
            if (!imageFile) return;
            const image = { file: imageFile, title: imageTitle.trim() };
            if (props.onAddImage) props.onAddImage(image);
            else props.onPendingImages?.([...(props.pendingImages ?? []), image]);
            setImageFile(null);
            setImageTitle('');
          }}
        >
          Add Image
        </Button>
      </Group>
      <Group mt="sm" gap="md">
        {(props.existingImages ?? []).map((image) => (
          <Stack key={image.id} gap={2} align="center">
            <Image src={image.thumbnail} alt={image.title || 'Drawing'} w={96} h={72} fit="contain" />
            <Text size="xs">{image.title}</Text>
            <Button size="compact-xs" color="red" variant="subtle" onClick={() => props.onRemoveImage?.(image.id)}>
              Remove
            </Button>
          </Stack>
        ))}
        {(props.pendingImages ?? []).map((image, i) => (
          <Stack key={`${image.file.name}-${i}`} gap={2} align="center">
            <Text size="xs">{image.file.name}</Text>
            <Text size="xs" c="dimmed">
              {image.title}
            </Text>
            <Button size="compact-xs" color="red" variant="subtle" onClick={() => props.onPendingImages?.((props.pendingImages ?? []).filter((_, j) => j !== i))}>
              Remove
            </Button>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
