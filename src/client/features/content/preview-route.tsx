import { Button, Container, Group, Image, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../shared/site';

const FALLBACK_IMAGE = '/images/image-unavailable.svg';

/** Only images from this site are previewed; anything else shows the fallback. */
function safeImageSource(src: string | null) {
  return src && /^\/(?!\/)[^\s\\]*$/.test(src) ? src : FALLBACK_IMAGE;
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Container size="lg" py="lg">
      <title>{pageTitle('Preview Image')}</title>
      <Group mb="md">
        <Button variant="default" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          Back
        </Button>
        <Title order={1} fz="h3">
          Preview Image
        </Title>
      </Group>
      <Image
        src={safeImageSource(params.get('src'))}
        fallbackSrc={FALLBACK_IMAGE}
        alt="Preview"
        radius="md"
      />
    </Container>
  );
}
