import type { BuiltInTemplateType, TemplateContent } from './templates.ts';

/**
 * The built-in mails in Hindi, for a SWOT held in Hindi when the company keeps no Hindi template of the type
 * (issue 32). The words are the participation page's (apps/web/src/participate/messages/hi.ts): शक्तियाँ,
 * कमज़ोरियाँ, अवसर, ख़तरे; a theme is a मुद्दा, a round a दौर; "anonymous" is गुमनाम. The variables stay as
 * they are; the dates they carry are written in Hindi by the server.
 */
export const HINDI_TEMPLATES: Record<BuiltInTemplateType, TemplateContent> = {
  swot_invitation: {
    name: 'SWOT आमंत्रण (डिफ़ॉल्ट)',
    type: 'swot_invitation',
    subject: '{{organizationName}} आपकी राय जानना चाहता है: {{swotTitle}}',
    htmlContent: `<p>नमस्ते {{participantName}},</p>
<p>{{organizationName}} एक SWOT विश्लेषण कर रहा है, <strong>{{swotTitle}}</strong>, और आपकी राय मायने रखती है।</p>
<p>इसमें लगभग दस मिनट लगते हैं: बताइए कि आपकी नज़र में हमारी शक्तियाँ, कमज़ोरियाँ, अवसर और ख़तरे क्या हैं। आपके उत्तर गुमनाम हैं: आयोजकों समेत कोई भी नहीं देख सकता कि किसने क्या लिखा।</p>
<p>विश्लेषण <strong>{{startDate}}</strong> से <strong>{{endDate}}</strong> तक खुला है।</p>
<p><a href="{{swotLink}}">अपनी राय दें</a></p>
<p>अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:<br>{{swotLink}}</p>
<p>धन्यवाद,<br>{{organizationName}}</p>`,
    textContent: `नमस्ते {{participantName}},

{{organizationName}} एक SWOT विश्लेषण कर रहा है, "{{swotTitle}}", और आपकी राय मायने रखती है।

इसमें लगभग दस मिनट लगते हैं: बताइए कि आपकी नज़र में हमारी शक्तियाँ, कमज़ोरियाँ, अवसर और ख़तरे क्या हैं। आपके उत्तर गुमनाम हैं: आयोजकों समेत कोई भी नहीं देख सकता कि किसने क्या लिखा।

विश्लेषण {{startDate}} से {{endDate}} तक खुला है।

अपनी राय दें: {{swotLink}}

धन्यवाद,
{{organizationName}}`,
  },
  swot_reminder: {
    name: 'SWOT अनुस्मारक (डिफ़ॉल्ट)',
    type: 'swot_reminder',
    subject: 'याद दिलाना: {{swotTitle}} {{endDate}} को बंद होगा',
    htmlContent: `<p>नमस्ते {{participantName}},</p>
<p>{{organizationName}} का SWOT विश्लेषण <strong>{{swotTitle}}</strong> <strong>{{endDate}}</strong> को बंद हो जाएगा, और हमें अभी तक आपका उत्तर नहीं मिला है। आपका उत्तर गुमनाम है।</p>
<p><a href="{{swotLink}}">अपनी राय दें</a></p>
<p>अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:<br>{{swotLink}}</p>
<p>धन्यवाद,<br>{{organizationName}}</p>`,
    textContent: `नमस्ते {{participantName}},

{{organizationName}} का SWOT विश्लेषण "{{swotTitle}}" {{endDate}} को बंद हो जाएगा, और हमें अभी तक आपका उत्तर नहीं मिला है। आपका उत्तर गुमनाम है।

अपनी राय दें: {{swotLink}}

धन्यवाद,
{{organizationName}}`,
  },
  swot_completion: {
    name: 'SWOT समापन (डिफ़ॉल्ट)',
    type: 'swot_completion',
    subject: '{{swotTitle}} बंद हो गया है: धन्यवाद',
    htmlContent: `<p>नमस्ते {{participantName}},</p>
<p>{{organizationName}} का SWOT विश्लेषण <strong>{{swotTitle}}</strong> {{endDate}} को बंद हो गया। हिस्सा लेने वाले सभी लोगों का धन्यवाद।</p>
<p>धन्यवाद,<br>{{organizationName}}</p>`,
    textContent: `नमस्ते {{participantName}},

{{organizationName}} का SWOT विश्लेषण "{{swotTitle}}" {{endDate}} को बंद हो गया। हिस्सा लेने वाले सभी लोगों का धन्यवाद।

धन्यवाद,
{{organizationName}}`,
  },
  round_invitation: {
    name: 'दूसरे दौर का आमंत्रण (डिफ़ॉल्ट)',
    type: 'round_invitation',
    subject: 'इनमें से सबसे ज़रूरी क्या है? {{swotTitle}}, दूसरा दौर',
    htmlContent: `<p>नमस्ते {{participantName}},</p>
<p><strong>{{swotTitle}}</strong> पर अपनी राय देने के लिए धन्यवाद। {{organizationName}} ने सबकी बातों को मुद्दों में इकट्ठा किया है, और अब आपसे पूछ रहा है कि हर मुद्दा कितना महत्वपूर्ण है।</p>
<p>इसमें लगभग पाँच मिनट लगते हैं। आपकी रेटिंग गुमनाम हैं: आयोजकों समेत कोई भी नहीं देख सकता कि आपने कैसे वोट दिया, और दौर बंद होने तक नतीजे छिपे रहते हैं।</p>
<p>यह दौर <strong>{{startDate}}</strong> से <strong>{{endDate}}</strong> तक खुला है।</p>
<p><a href="{{swotLink}}">मुद्दों को रेटिंग दें</a></p>
<p>अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में कॉपी करें:<br>{{swotLink}}</p>
<p>धन्यवाद,<br>{{organizationName}}</p>`,
    textContent: `नमस्ते {{participantName}},

"{{swotTitle}}" पर अपनी राय देने के लिए धन्यवाद। {{organizationName}} ने सबकी बातों को मुद्दों में इकट्ठा किया है, और अब आपसे पूछ रहा है कि हर मुद्दा कितना महत्वपूर्ण है।

इसमें लगभग पाँच मिनट लगते हैं। आपकी रेटिंग गुमनाम हैं: आयोजकों समेत कोई भी नहीं देख सकता कि आपने कैसे वोट दिया, और दौर बंद होने तक नतीजे छिपे रहते हैं।

यह दौर {{startDate}} से {{endDate}} तक खुला है।

मुद्दों को रेटिंग दें: {{swotLink}}

धन्यवाद,
{{organizationName}}`,
  },
};
