import type { PrivacyPolicyPage } from './schemas';

/**
 * Privacy policy (/privacy-policy), SPEC §2 "Privacy policy". The page shows `lastUpdated` as its
 * "Last updated" line: change it whenever the words below change. Business details come from the
 * site configuration through tokens.
 */
export const privacyPolicy: PrivacyPolicyPage = {
  heading: 'Privacy Policy',
  lastUpdated: '2026-11-21',
  intro:
    'This policy explains what personal information {companyName} collects when you use this website or get in touch with us, why we collect it, how we look after it and the choices you have.',
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        {
          type: 'paragraph',
          text: '{companyName} provides assistive technology training and accessibility consultancy from {town}, serving clients across the UK. We are the controller of the personal information described in this policy, and we handle it in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
        },
        {
          type: 'paragraph',
          text: 'We keep what we collect to a minimum. This website has no accounts and no sign-in, and its pages load no third-party resources: our fonts and images are served from our own site.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          type: 'subsection',
          heading: 'Information you give us',
          blocks: [
            {
              type: 'paragraph',
              text: 'When you send a message through our contact form, we collect:',
            },
            {
              type: 'list',
              items: [
                'your name;',
                'your email address;',
                'your phone number, if you choose to give it (it is optional);',
                'the subject of your message;',
                'your message itself.',
              ],
            },
            {
              type: 'paragraph',
              text: 'We also keep what you tell us when you email us, phone us or take part in training, such as the equipment and software you use and what you would like to achieve.',
            },
          ],
        },
        {
          type: 'subsection',
          heading: 'Information about a disability or health condition',
          blocks: [
            {
              type: 'paragraph',
              text: 'You may choose to tell us about a disability or health condition so that we can recommend the right technology and plan training that suits you. The law treats this as special category information. We use it only to provide the support you have asked for, with your agreement, and we never ask for more than we need. You do not have to include it in the contact form.',
            },
          ],
        },
        {
          type: 'subsection',
          heading: 'Information collected automatically',
          blocks: [
            {
              type: 'paragraph',
              text: 'Like any website, the server that delivers our pages records technical logs: your IP address, the type of browser you use, the pages you request and the time of each request. These logs are kept briefly, for security and to keep the service running.',
            },
            {
              type: 'paragraph',
              text: 'Your cookie choice is stored in your own browser, and page views are counted only if you agree. Both are explained under "Cookies and Tracking Technologies" below.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'How We Use Your Information',
      blocks: [
        {
          type: 'paragraph',
          text: 'We use the information you send us only to answer your enquiry and to arrange and deliver the training or services you ask for, including any follow-up support. We do not use it for marketing lists and we never sell it.',
        },
        {
          type: 'paragraph',
          text: 'Under UK GDPR we must have a lawful basis for each use of your information. Ours are:',
        },
        {
          type: 'list',
          items: [
            'Legitimate interests: answering the enquiries people send us, and keeping this website secure and working.',
            'Contract: delivering training or services you have booked, and the steps you ask us to take before booking, such as preparing a personalised quote.',
            'Consent: counting page views with analytics, only if you choose "Accept All". You can withdraw consent at any time.',
            'Legal obligation: keeping the records the law requires us to keep, such as business and tax records.',
          ],
        },
        {
          type: 'paragraph',
          text: 'We keep personal information only for as long as we need it for these purposes, and for any longer period the law requires. When it is no longer needed, we delete it securely.',
        },
      ],
    },
    {
      id: 'cookies-and-tracking-technologies',
      heading: 'Cookies and Tracking Technologies',
      blocks: [
        {
          type: 'paragraph',
          text: 'When you first visit, a "Cookie Consent" banner asks for your choice. Your answer is stored in your browser\'s local storage under the name "cookieConsent", with the value "accepted" or "declined". It stays on your device and is not sent to us.',
        },
        {
          type: 'subsection',
          heading: 'Essential',
          blocks: [
            {
              type: 'paragraph',
              text: 'Essential storage is what the site needs to work, including remembering your consent choice so that the banner does not ask you again on every page. It does not track you and cannot be switched off through the banner.',
            },
          ],
        },
        {
          type: 'subsection',
          heading: 'Analytics',
          blocks: [
            {
              type: 'paragraph',
              text: 'Analytics are used only if you choose "Accept All". We then record privacy-friendly, aggregate counts of how often our software quick guides are viewed, so we know which guides are useful. The counts are not used for advertising and do not follow you across other websites.',
            },
            {
              type: 'paragraph',
              text: 'If you choose "Decline" or close the banner, nothing is sent.',
            },
          ],
        },
        {
          type: 'subsection',
          heading: 'Preferences',
          blocks: [
            {
              type: 'paragraph',
              text: "The site follows your device's own settings for a light or dark theme and for reduced motion. We read those settings in your browser and store nothing for them.",
            },
          ],
        },
        {
          type: 'subsection',
          heading: 'Changing your choice',
          blocks: [
            {
              type: 'paragraph',
              text: "To change your choice, clear this site's stored data (sometimes called cookies and site data) in your browser's settings. The next time you visit, the banner will ask you again.",
            },
          ],
        },
      ],
    },
    {
      id: 'information-sharing-and-disclosure',
      heading: 'Information Sharing and Disclosure',
      blocks: [
        {
          type: 'paragraph',
          text: 'We never sell, rent or trade your personal information. We share it only in these cases:',
        },
        {
          type: 'list',
          items: [
            'Service providers acting for us (processors). Depending on how the site is hosted, messages from the contact form are stored on our own web server or passed to a form-processing service or our email provider. Our web host keeps the server logs described above. These providers act only on our instructions and may not use your information for their own purposes.',
            'People you ask us to involve, such as an employer, school or college arranging your training, or information you ask us to provide for an Access to Work application.',
            'Where the law requires it, for example to comply with a court order or a request from a regulator.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If a provider processes information outside the UK, we make sure the safeguards required by UK data protection law are in place.',
        },
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      blocks: [
        {
          type: 'paragraph',
          text: 'We take appropriate technical and organisational measures to protect your information against loss, misuse and unauthorised access. Pages and form messages travel over an encrypted connection, access to enquiries is limited to the people who need it to help you, and we choose service providers who protect data properly.',
        },
        {
          type: 'paragraph',
          text: 'No method of sending or storing information over the internet can be guaranteed to be completely secure. Please do not include passwords or financial details in the contact form.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'Under UK GDPR you have the right to:',
        },
        {
          type: 'list',
          items: [
            'access the personal information we hold about you and receive a copy;',
            'rectification: have inaccurate or incomplete information corrected;',
            'erasure: ask us to delete your information;',
            'restriction: ask us to limit how we use your information;',
            'object to our use of your information where we rely on legitimate interests;',
            'data portability: receive information you gave us in a commonly used format, or have it sent to another organisation;',
            'withdraw your consent at any time, where we rely on consent. This does not affect anything we did before you withdrew it.',
          ],
        },
        {
          type: 'paragraph',
          text: 'To use any of these rights, email us at [{email}](mailto:{email}). We may need to confirm your identity before we act. We will answer within one month, and there is normally no charge.',
        },
        {
          type: 'paragraph',
          text: "If you are unhappy with how we have handled your information, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection: visit [ico.org.uk](https://ico.org.uk) or call the ICO helpline on 0303 123 1113.",
        },
      ],
    },
    {
      id: 'childrens-privacy',
      heading: "Children's Privacy",
      blocks: [
        {
          type: 'paragraph',
          text: 'Our services and this website are not directed at children under 16, and we do not knowingly collect personal information from them. Training for young people is arranged with their parents, carers or schools.',
        },
        {
          type: 'paragraph',
          text: 'If you are a parent or carer and believe a child under 16 has sent us personal information, please contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update this policy when our services, our website or the law change. The date at the top of this page shows when it was last updated. If a change affects how we use information you have already given us, we will tell you directly where we can.',
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you have a question about this policy or about your personal information, please get in touch. We are based in {town}.',
        },
        {
          type: 'list',
          items: ['Email: [{email}](mailto:{email})', 'Phone: [{phone}](tel:{phoneE164})'],
        },
        {
          type: 'paragraph',
          text: '{companyName} is registered in {registeredIn}, company number {companyNumber}.',
        },
      ],
    },
  ],
};
