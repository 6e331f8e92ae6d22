import { Card, Image, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { NewsArticle } from '../../shared/contract/content';
import { AppLink } from './AppLink';

export function NewsCard({ article }: { article: NewsArticle }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="news-card">
      <Card.Section>
        <Image
          src={article.bannerUrl}
          h={140}
          alt=""
          fit="cover"
          loading="lazy"
          fallbackSrc="/images/image-unavailable.svg"
        />
      </Card.Section>
      <Text fz="xs" c="gray.7" mt="xs">
        {dayjs(article.articleDate).format('DD/MM/YYYY')}
      </Text>
      <AppLink to={`/news/${article.urlName}`} fw={700} c="dark">
        {article.name}
      </AppLink>
      <Text fz="sm" c="gray.7" lineClamp={2}>
        {article.excerpt}
      </Text>
    </Card>
  );
}
