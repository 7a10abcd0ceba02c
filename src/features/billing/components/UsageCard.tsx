import { Card, List, Skeleton, Text, Title } from '@mantine/core';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useGetPlanUsageQuery } from '@/shared/api/planUsageApi';
import { requestUsageLines, usageLines } from '../usageLines';

/** What the account uses of its plan's limits; refetched on every visit, since usage changes elsewhere. */
export function UsageCard() {
  const usage = useGetPlanUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="plan-usage-title">
      <Title order={2} size="h4" id="plan-usage-title" mb="xs">
        Usage
      </Title>
      {usage.isError && (
        <QueryErrorAlert error={usage.error} onRetry={usage.refetch}>
          Your usage could not be loaded.
        </QueryErrorAlert>
      )}
      {usage.isLoading && <Skeleton height={96} />}
      {usage.data && (
        <List size="sm" spacing={4}>
          {[...usageLines(usage.data), ...requestUsageLines(usage.data.apiRequests)].map((line) => (
            <List.Item key={line}>
              <Text size="sm" span>
                {line}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
