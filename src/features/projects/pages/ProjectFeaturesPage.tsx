import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Divider, Text, Title } from '@mantine/core';
import { DEFAULT_PROJECT_FEATURES } from '@contract/constants';
import { useAppSelector } from '@/shared/store/hooks';
import { selectProjectById } from '../projectsSlice';
import { PROJECT_FEATURES } from '../projectFeatures';
import { FeatureToggle } from '../components/FeatureToggle';
import { SemanticSearchStatus } from '../components/SemanticSearchStatus';

/** /projects/:projectId/settings/features — toggles stored in settings.features. */
export default function ProjectFeaturesPage() {
  const { projectId = '' } = useParams();
  const project = useAppSelector((state) => selectProjectById(state, projectId));
  if (!project) return null;
  const features = { ...DEFAULT_PROJECT_FEATURES, ...project.settings.features };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="features-title">
      <Title order={2} size="h4" id="features-title">
        Features
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Changes apply to the whole project right away.
      </Text>
      {PROJECT_FEATURES.map((feature, index) => (
        <Fragment key={feature.key}>
          {index > 0 && <Divider />}
          <FeatureToggle
            projectId={project.id}
            feature={feature.key}
            label={feature.label}
            description={feature.description}
            enabled={features[feature.key]}
          />
          {feature.key === 'semanticSearch' && (
            <SemanticSearchStatus projectId={project.id} enabled={features.semanticSearch} />
          )}
        </Fragment>
      ))}
    </Card>
  );
}
