import { Anchor, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const LAST_UPDATED = 'March 30, 2024';
const COMPANY = 'Steelworks';
const CONTACT_EMAIL = 'privacy@steelworks.example';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

/** The 13 sections docs/product/screens-and-texts.md#formats lists, in its order. */
const SECTIONS: Section[] = [
  {
    id: 'information-collected',
    title: 'What information do we collect?',
    body: (
      <>
        <Text>
          <b>Personal information you give us.</b> We collect the personal information that you or your employer
          provide when an account is created for you in the {COMPANY} back office or its field-staff app: your name,
          username, email address, phone number, your role (for example admin, production manager, supervisor, store
          manager, sheet user, dealer, worker or quality checker) and a password, which we store only in a protected,
          hashed form. Dealers also give us a business location; orders carry the delivery site and notes you enter.
        </Text>
        <Text>
          <b>Sensitive information.</b> We do not process sensitive information (such as health data, religious
          beliefs, biometric data or financial account numbers).
        </Text>
        <Text>
          <b>Geolocation information.</b> When field staff use our mobile app, we collect the device&apos;s location
          at the moment of checking in and checking out at a work site, together with the time and the photos and
          notes of the site visit. We do not track location between a check in and a check out, and you can refuse
          location access in your device settings, although the visit can then not be recorded.
        </Text>
        <Text>
          <b>Information collected automatically.</b> Like most online services, our servers record technical data
          when you use the application: your IP address, browser and device type, the pages you open and the time of
          each request. We use it to keep the service secure and working.
        </Text>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'How do we process your information?',
    body: (
      <>
        <Text>We process your personal information to:</Text>
        <List spacing={4}>
          <List.Item>create and manage your account, sign you in and keep your session secure;</List.Item>
          <List.Item>
            run the business: take and follow dealer orders, plan work orders and production, keep store stock and
            sheet orders, record quality checks and keep supervisors&apos; work and balances;
          </List.Item>
          <List.Item>
            record field-staff site visits; admins can monitor field staff in real time while they are checked in at a
            work site, to coordinate visits and for their safety;
          </List.Item>
          <List.Item>send you service messages such as a temporary password when you ask to reset yours;</List.Item>
          <List.Item>protect the service against fraud and abuse and meet our legal obligations.</List.Item>
        </List>
        <Text>We process your information only when we have a valid legal reason to do so.</Text>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'When and with whom do we share your personal information?',
    body: (
      <>
        <Text>
          We do not sell your personal information. We share it only with the following categories of third parties,
          and only as far as needed:
        </Text>
        <List spacing={4}>
          <List.Item>
            <b>Maps service.</b> The field-staff app uses a third-party maps service to show work sites and to look up
            addresses. The coordinates of a site or a check in are sent to that service to display the map.
          </List.Item>
          <List.Item>
            <b>Hosting and email providers</b> that run our servers and deliver our service emails, under contracts
            that require them to keep the information confidential.
          </List.Item>
          <List.Item>
            <b>Business transfers.</b> We may share information in connection with a merger, sale of company assets,
            financing or acquisition of all or part of our business.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Do we use cookies and other tracking technologies?',
    body: (
      <Text>
        The application keeps your sign-in token and a few display settings (such as the sidebar or top-navigation
        layout) in your browser&apos;s local storage so that you stay signed in on that device. We do not use
        advertising cookies or third-party trackers. The maps service may set its own cookies when a map is shown;
        those are governed by its own policy.
      </Text>
    ),
  },
  {
    id: 'retention',
    title: 'How long do we keep your information?',
    body: (
      <Text>
        We keep your personal information only as long as necessary for the purposes in this notice, unless a longer
        period is required by law (for example tax, accounting or other legal requirements). Orders, transactions,
        production works and site visits are business records and are kept after an account is blocked, without being
        used for any other purpose. When we have no ongoing legitimate business need, we delete or anonymise the
        information, or, if that is not possible (for example because it is in backup archives), we store it securely
        and isolate it from further processing until deletion is possible.
      </Text>
    ),
  },
  {
    id: 'security',
    title: 'How do we keep your information safe?',
    body: (
      <Text>
        We use appropriate technical and organisational security measures: passwords are stored only as strong hashes,
        sign-in tokens expire and can be revoked from every device at once (Logout All Devices), access to each area is
        limited by role, and traffic is encrypted in transit. However, no electronic transmission over the Internet or
        storage technology can be guaranteed to be 100% secure, so you should only access the service within a secure
        environment.
      </Text>
    ),
  },
  {
    id: 'minors',
    title: 'Do we collect information from minors?',
    body: (
      <Text>
        We do not knowingly collect data from or market to children under 18 years of age. By using the service, you
        represent that you are at least 18. If we learn that personal information from users less than 18 years of age
        has been collected, we will deactivate the account and delete such data from our records. If you become aware
        of any data we may have collected from children under age 18, please contact us at {CONTACT_EMAIL}.
      </Text>
    ),
  },
  {
    id: 'privacy-rights',
    title: 'What are your privacy rights?',
    body: (
      <>
        <Text>
          Depending on where you live, you may have the right to request access to and obtain a copy of your personal
          information, to request its correction or deletion, to restrict its processing, and to data portability. You
          may also object to the processing of your personal information.
        </Text>
        <Text>
          <b>Withdrawing your consent.</b> Where we rely on your consent (for example for location access in the
          mobile app), you can withdraw it at any time in your device settings or by contacting us. An opt-out request
          is handled within 15 days. This does not affect the lawfulness of processing before the withdrawal.
        </Text>
        <Text>
          <b>Account information.</b> You can review your account details on your Profile page and change your
          password there. To change other details or close your account, contact your administrator or us.
        </Text>
      </>
    ),
  },
  {
    id: 'do-not-track',
    title: 'Controls for do-not-track features',
    body: (
      <Text>
        Most web browsers and some mobile operating systems include a Do-Not-Track (&quot;DNT&quot;) setting. No uniform
        technology standard for recognising and implementing DNT signals has been finalised, so we do not currently
        respond to DNT browser signals. We do not track you across other websites in any case. If a standard is adopted
        that we must follow, we will inform you in a revised version of this notice.
      </Text>
    ),
  },
  {
    id: 'california',
    title: 'Do California residents have specific privacy rights?',
    body: (
      <>
        <Text>
          Yes. If you are a resident of California, you are granted specific rights regarding access to your personal
          information. California Civil Code Section 1798.83 (&quot;Shine The Light&quot;) permits our users who are
          California residents to request, once a year and free of charge, information about the categories of
          personal information we disclosed to third parties for direct marketing purposes (we make no such
          disclosures).
        </Text>
        <Title order={4} fz="md">
          CCPA Privacy Notice
        </Title>
        <Text>
          In the past 12 months we have collected the following categories of personal information: identifiers (name,
          username, email, phone); professional or employment-related information (role, designation, work records);
          and geolocation data (check in and check out positions of field staff at work sites). We have not collected
          sensitive personal information as defined by the California Consumer Privacy Act (CCPA), and we have not sold
          or shared personal information for cross-context behavioural advertising in the past 12 months.
        </Text>
        <Text>
          Under the CCPA you have the right to know what personal information we collect and how we use it, to request
          its deletion or correction, to opt out of its sale or sharing, and not to be discriminated against for
          exercising these rights. To exercise them, contact us at {CONTACT_EMAIL}. We will verify your identity
          before acting on a request, and you may use an authorised agent to make a request on your behalf.
        </Text>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Do we make updates to this notice?',
    body: (
      <Text>
        Yes, we will update this notice as necessary to stay compliant with relevant laws. The updated version will be
        indicated by a revised &quot;Last updated&quot; date. If we make material changes, we may notify you by posting a
        notice in the application or by email. We encourage you to review this notice frequently.
      </Text>
    ),
  },
  {
    id: 'contact',
    title: 'How can you contact us about this notice?',
    body: (
      <Text>
        If you have questions or comments about this notice, you may email us at{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor> or write to the {COMPANY} office, attention of
        the privacy officer.
      </Text>
    ),
  },
  {
    id: 'review-update-delete',
    title: 'How can you review, update, or delete the data we collect from you?',
    body: (
      <Text>
        Based on the applicable laws of your country, you may have the right to request access to the personal
        information we collect from you, change that information, or delete it. To request to review, update, or
        delete your personal information, please contact us at {CONTACT_EMAIL}. We will respond within 15 days.
      </Text>
    ),
  },
];

/** The public privacy notice of the back office and its field-staff app (docs/product/screens-and-texts.md#formats). */
export default function PrivacyPolicyPage() {
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap">
            <Group gap={8}>
              <IconBuildingFactory2 size={28} color="var(--mantine-color-indigo-6)" />
              <Text fw={700} fz="lg">
                {COMPANY}
              </Text>
            </Group>
            <Anchor component={Link} to="/login" size="sm">
              Back to Login
            </Anchor>
          </Group>
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Privacy Policy
            </Title>
            <Text c="dimmed" mt={4}>
              Last updated {LAST_UPDATED}
            </Text>
          </div>
          <Text>
            This privacy notice for {COMPANY}, a manufacturer of steel door frames, window frames, security doors,
            gates, grills and sheet products (&quot;we&quot;, &quot;us&quot;, or &quot;our&quot;), describes how and why we
            might collect, store, use, and share your information when you use our back-office web application and our
            field-staff mobile app (the &quot;Services&quot;). If you do not agree with our policies and practices,
            please do not use our Services.
          </Text>
          <nav aria-label="Table of contents">
            <Title order={2} fz="h4" mb="xs">
              Table of contents
            </Title>
            <List type="ordered" spacing={2}>
              {SECTIONS.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
          {SECTIONS.map((section, index) => (
            <Stack key={section.id} gap="xs" component="section" id={section.id} style={{ scrollMarginTop: 16 }}>
              <Title order={2} fz="h4">
                {index + 1}. {section.title.toUpperCase()}
              </Title>
              {section.body}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
