// /survey: the survey open now, read on the server; or a note when none is open. A server component: only the
// form is a client island.
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { CONTENT_TAGS, queryDataService } from '../../marketing/lib/data-service.ts';
import { Container } from '../../site-ui/components/container.tsx';
import { GET_ACTIVE_SURVEY, parseValidation, surveyIntro, type TSurvey, type TSurveyQuestion } from '../lib/survey.ts';
import { SurveyForm } from './survey-form.tsx';
import styles from './survey-view.module.css';

type RawSurvey = Omit<TSurvey, 'questions'> & { questions: { items: (TSurveyQuestion & { validation: unknown })[] } };

export async function loadActiveSurvey(): Promise<TSurvey | null> {
  const data = await queryDataService<{ getActiveSurvey: RawSurvey | null }>(GET_ACTIVE_SURVEY, {}, [
    CONTENT_TAGS.survey,
  ]);
  const s = data.getActiveSurvey;
  if (!s) return null;
  const questions = s.questions.items
    .map((q) => ({ ...q, validation: parseValidation(q.validation) }))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return { ...s, questions };
}

export async function SurveyView() {
  const survey = await loadActiveSurvey();
  return (
    <>
      <PageHeader
        eyebrow="Innovation survey"
        title={survey?.title ?? 'Innovation survey'}
        lead={
          survey ? (
            <span data-testid="survey-intro">{surveyIntro(survey)}</span>
          ) : (
            'There is no survey open at the moment. Please come back soon.'
          )
        }
      />
      <Container className={styles.body}>
        <div className={styles.inner}>
          {survey ? (
            <SurveyForm survey={survey} />
          ) : (
            <p className="s-muted">Results of past surveys are published in the Innovation Journal.</p>
          )}
        </div>
      </Container>
    </>
  );
}
